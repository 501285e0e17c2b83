import { drizzle } from "drizzle-orm/postgres-js";
import type postgres from "postgres";
import * as schema from "./schema/index.ts";
import type { Database, Sql } from "./client.server.ts";

/**
 * Runs `fn` in one transaction and hands it a Database whose `sql` (raw) and `db` (Drizzle) both
 * speak inside that transaction, so existing helpers that take a Database work unchanged and
 * "store + enqueue a job" commits or rolls back as one. A thrown error rolls back.
 * The one way to open a transaction (lint refuses Drizzle's db.transaction); a raw sql.begin is
 * left only where a batch writer needs postgres.js's own (it says why).
 */
export async function inTransaction<T>(database: Pick<Database, "sql">, fn: (tx: Database) => Promise<T>): Promise<T> {
  return (await database.sql.begin(async (txSql: postgres.TransactionSql) => {
    // Drizzle reads (and sets) the client's parser options: the pool's, so values parse alike.
    const client = Object.assign(txSql, { options: database.sql.options }) as unknown as Sql;
    const tx: Database = {
      sql: client,
      db: drizzle(client, { schema }),
      close: () => Promise.reject(new Error("a transaction's Database cannot be closed")),
    };
    return fn(tx);
  })) as T;
}
