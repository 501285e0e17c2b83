import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index.ts";

export type Db = PostgresJsDatabase<typeof schema>;
export type Sql = postgres.Sql;

export interface Database {
  sql: Sql;
  db: Db;
  close(): Promise<void>;
}

/**
 * Server settings every connection starts with (PostgreSQL startup parameters, so they hold on
 * an external DATABASE_URL server too, from the first statement on).
 *
 * plan_cache_mode = force_custom_plan: postgres.js prepares each statement once per connection
 * and PostgreSQL would switch a statement run often to one generic plan for every value. The
 * search statements need a plan for their actual values (a state with 60 listings wants another
 * plan than one with 6,000; a name search's word list decides which index pays), so each
 * execution is planned with its values, as an unprepared statement would be, while the parse
 * and the statement cache are kept. Planning the small statements elsewhere costs microseconds.
 */
export const CONNECTION_PARAMETERS = { plan_cache_mode: "force_custom_plan" } as const;

/**
 * Note: drizzle turns off postgres.js's date parsing on this client, so raw `sql` queries
 * return timestamps as ISO-like strings; drizzle queries return Date objects.
 */
export function connect(url: string, options: { max?: number; connectTimeoutSeconds?: number } = {}): Database {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? 10,
    idle_timeout: 60,
    onnotice: () => {},
    connection: CONNECTION_PARAMETERS,
  });
  const db = drizzle(sql, { schema });
  return { sql, db, close: () => sql.end({ timeout: 5 }) };
}
