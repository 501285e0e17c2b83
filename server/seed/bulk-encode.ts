/**
 * The text form in which bulk inserts ship their rows: one text[] literal per column. Pure (no
 * database), so the demo seed's worker threads can encode batches beside the main thread.
 */

/** Column types used by the demo tables. */
export type ColumnType = "text" | "int4" | "float8" | "numeric" | "bool" | "date" | "timestamptz" | "jsonb" | "int4[]";

export type BulkValue = string | number | boolean | null | readonly string[];

export interface BulkColumn {
  name: string;
  type: ColumnType;
  values: readonly BulkValue[];
}

/** Columns ready to send: names, types and each column's values as one text[] literal. */
export interface EncodedColumns {
  rows: number;
  columns: ReadonlyArray<{ name: string; type: ColumnType; literal: string }>;
}

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

/** Encodes one row per array position; every column must hold the same number of values. */
export function encodeColumns(table: string, columns: readonly BulkColumn[]): EncodedColumns {
  const rows = columns[0]?.values.length ?? 0;
  if (columns.some((c) => c.values.length !== rows)) throw new Error(`bulkInsert ${table}: columns differ in length`);
  return { rows, columns: columns.map((c) => ({ name: c.name, type: c.type, literal: textArrayLiteral(c.values) })) };
}
