/** The import file's header row: which cell holds which column (domain/listing-import.ts). */
import { EXPORT_ONLY_COLUMNS, IMPORT_COLUMNS, type ImportColumn } from "@domain/listing-import.ts";
import type { ImportFileProblem } from "@db/schema/index.ts";

export interface ImportHeader {
  /** The import columns present, with their cell position. */
  columns: { column: ImportColumn; cell: number }[];
  /** Header text by cell position (for naming cells in messages). */
  names: string[];
}

const normalise = (name: string) => name.trim().toLowerCase();

/** The header, or the problem that refuses the file (unknown, repeated or missing columns). */
export function readHeader(cells: readonly string[]): ImportHeader | ImportFileProblem {
  const names = cells.map(normalise);
  if (names.every((n) => n === "")) return { key: "adminImport.problem.no_header" };
  const ignored = new Set<string>(EXPORT_ONLY_COLUMNS);
  const unknown = names.filter((n) => !ignored.has(n) && !IMPORT_COLUMNS.some((c) => c.name === n));
  if (unknown.length > 0) {
    return {
      key: "adminImport.problem.unknown_columns",
      params: { columns: unknown.map((n) => n || '""').join(", ") },
    };
  }
  const repeated = names.filter((n, i) => names.indexOf(n) !== i);
  if (repeated.length > 0) {
    return { key: "adminImport.problem.repeated_columns", params: { columns: [...new Set(repeated)].join(", ") } };
  }
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !names.includes(c.name)).map((c) => c.name);
  if (missing.length > 0)
    return { key: "adminImport.problem.missing_columns", params: { columns: missing.join(", ") } };
  const columns = IMPORT_COLUMNS.filter((c) => names.includes(c.name)).map((column) => ({
    column,
    cell: names.indexOf(column.name),
  }));
  return { columns, names };
}

export function isHeader(value: ImportHeader | ImportFileProblem): value is ImportHeader {
  return "columns" in value;
}
