/**
 * Bulk inserts as `insert ... select from unnest(array parameters)`: one statement per table and
 * batch, many times faster than row-by-row INSERTs. COPY FROM STDIN would be a little faster, but
 * postgres.js 3.4 never settles a COPY stream the server rejects (porsager/postgres#1173), and a
 * start-up that can hang forever is worse than a slower one.
 */
import type postgres from "postgres";

/** Column types used by the demo tables. */
export type ColumnType = "text" | "int4" | "float8" | "numeric" | "bool" | "date" | "timestamptz" | "jsonb" | "int4[]";

export type BulkValue = string | number | boolean | null | readonly string[];

export interface BulkColumn {
  name: string;
  type: ColumnType;
  values: readonly BulkValue[];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

function elementText(value: Exclude<BulkValue, null>): string {
  if (typeof value === "number" && !Number.isFinite(value)) throw new Error(`bulkInsert: cannot store ${value}`);
  // String lists are stored in jsonb columns (an int4[] travels as its text literal, '{1,2}').
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/**
 * A text[] literal. Every column travels as text[] and is cast in SQL, which keeps the driver's
 * own (type-dependent) array handling out of the way.
 */
function textArrayLiteral(values: readonly BulkValue[]): string {
  const items = values.map((v) => (v === null ? "NULL" : `"${elementText(v).replace(/[\\"]/g, "\\$&")}"`));
  return `{${items.join(",")}}`;
}

/** Inserts one row per array position; every column must hold the same number of values. */
export async function bulkInsert(
  tx: postgres.TransactionSql,
  table: string,
  columns: readonly BulkColumn[],
  options: { overridingSystemValue?: boolean } = {},
): Promise<number> {
  const rows = columns[0]?.values.length ?? 0;
  if (columns.some((c) => c.values.length !== rows)) throw new Error(`bulkInsert ${table}: columns differ in length`);
  if (rows === 0) return 0;
  const names = columns.map((c) => quoteIdent(c.name)).join(", ");
  const selected = columns.map((c, i) => `c${i}::${c.type}`).join(", ");
  const unnested = columns.map((_, i) => `$${i + 1}::text[]`).join(", ");
  // Needed to give values to GENERATED ALWAYS identity columns.
  const overriding = options.overridingSystemValue ? "overriding system value" : "";
  const aliases = columns.map((_, i) => `c${i}`).join(", ");
  const result = await tx.unsafe(
    `insert into ${quoteIdent(table)} (${names}) ${overriding} select ${selected} from unnest(${unnested}) as u(${aliases})`,
    columns.map((c) => textArrayLiteral(c.values)),
  );
  return result.count;
}
