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
 * Note: drizzle turns off postgres.js's date parsing on this client, so raw `sql` queries
 * return timestamps as ISO-like strings; drizzle queries return Date objects.
 */
export function connect(url: string, options: { max?: number; connectTimeoutSeconds?: number } = {}): Database {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? 10,
    idle_timeout: 60,
    onnotice: () => {},
  });
  const db = drizzle(sql, { schema });
  return { sql, db, close: () => sql.end({ timeout: 5 }) };
}
