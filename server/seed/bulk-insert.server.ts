/**
 * Bulk inserts as `insert ... select from unnest(array parameters)`: one statement per table and
 * batch, many times faster than row-by-row INSERTs. COPY FROM STDIN would be a little faster, but
 * postgres.js (3.4.9 still) never settles a COPY stream the server rejects after its end
 * (porsager/postgres#1173, fix proposed in #1183, unreleased), and a start-up that can hang
 * forever is worse than a slower one.
 */
import type postgres from "postgres";
import { encodeColumns, type BulkColumn, type EncodedColumns } from "./bulk-encode.ts";

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Inserts rows encoded by encodeColumns (possibly in another thread). */
export async function insertEncoded(
  tx: postgres.TransactionSql,
  table: string,
  encoded: EncodedColumns,
  options: { overridingSystemValue?: boolean } = {},
): Promise<number> {
  if (encoded.rows === 0) return 0;
  const { columns } = encoded;
  const names = columns.map((c) => quoteIdent(c.name)).join(", ");
  const selected = columns.map((c, i) => `c${i}::${c.type}`).join(", ");
  const unnested = columns.map((_, i) => `$${i + 1}::text[]`).join(", ");
  // Needed to give values to GENERATED ALWAYS identity columns.
  const overriding = options.overridingSystemValue ? "overriding system value" : "";
  const aliases = columns.map((_, i) => `c${i}`).join(", ");
  const result = await tx.unsafe(
    `insert into ${quoteIdent(table)} (${names}) ${overriding} select ${selected} from unnest(${unnested}) as u(${aliases})`,
    columns.map((c) => c.literal),
  );
  return result.count;
}

/** Inserts one row per array position; every column must hold the same number of values. */
export async function bulkInsert(
  tx: postgres.TransactionSql,
  table: string,
  columns: readonly BulkColumn[],
  options: { overridingSystemValue?: boolean } = {},
): Promise<number> {
  return insertEncoded(tx, table, encodeColumns(table, columns), options);
}
