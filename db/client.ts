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

export function connect(url: string, options: { max?: number; connectTimeoutSeconds?: number } = {}): Database {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? 10,
    idle_timeout: 60,
    onnotice: () => {},
    // Timestamps stay Date objects; bigint counts come back as numbers.
    types: { bigint: postgres.BigInt },
  });
  const db = drizzle(sql, { schema });
  return { sql, db, close: () => sql.end({ timeout: 5 }) };
}
