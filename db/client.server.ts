import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index.ts";

type Db = PostgresJsDatabase<typeof schema>;
export type Sql = postgres.Sql;

export interface Database {
  sql: Sql;
  db: Db;
  close(): Promise<void>;
  /**
   * Set when this is a read replica's pool handed to an anonymous read (ADR 0022): the primary,
   * for the few writes such a request makes (a rate-limit count). See writable().
   */
  primary?: Database;
}

/** Where a write goes: the primary, also while the request reads from a replica (ADR 0022). */
export function writable(database: Database): Database {
  return database.primary ?? database;
}

/** The custom-plan client of each client made by connect() (see customPlans). */
const customPlanClients = new WeakMap<Sql, Sql>();

/**
 * The client to send a statement on when its best plan depends on its values: the search
 * statements vary with every filter combination, and a state with 60 listings wants another plan
 * than one with 6,000, a name search's word list decides which index pays. PostgreSQL plans a
 * prepared statement run often once for every value (a generic plan), so these go through a
 * second pool of the same database whose connections start with plan_cache_mode =
 * force_custom_plan (a startup parameter, so it holds on an external DATABASE_URL server as
 * well): every execution is planned for the values it carries, as an unprepared statement would
 * be, while postgres.js still prepares each statement once per connection (an unprepared one
 * costs an extra round trip to describe its parameters). Other statements stay on the main pool,
 * where PostgreSQL may keep a generic plan and skip planning. For a client not made by connect()
 * (a script's own), the client itself.
 */
export function customPlans(sql: Sql): Sql {
  return customPlanClients.get(sql) ?? sql;
}

/**
 * Note: drizzle turns off postgres.js's date parsing on this client, so raw `sql` queries
 * return timestamps as ISO-like strings; drizzle queries return Date objects. The custom-plan
 * pool is set up the same way.
 *
 * Each pool opens at most `max` connections, as needed (idle ones close after a minute).
 */
export function connect(
  url: string,
  options: {
    max?: number;
    connectTimeoutSeconds?: number;
    /** A Unix socket of the same server (the embedded one's): used instead of the URL's host. */
    socketPath?: string;
  } = {},
): Database {
  const settings = {
    ...(options.socketPath ? { path: options.socketPath } : {}),
    max: options.max ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? 10,
    idle_timeout: 60,
    onnotice: () => {},
  };
  const sql = postgres(url, settings);
  const searchSql = postgres(url, { ...settings, connection: { plan_cache_mode: "force_custom_plan" } });
  customPlanClients.set(sql, searchSql);
  const db = drizzle(sql, { schema });
  // Only for its side effect: the same value parsing as the main pool.
  drizzle(searchSql, { schema });
  return {
    sql,
    db,
    close: async () => {
      await Promise.all([sql.end({ timeout: 5 }), searchSql.end({ timeout: 5 })]);
    },
  };
}
