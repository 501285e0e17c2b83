/**
 * CSV as the data package declares it (RFC 4180: comma, double quotes, CRLF, a header row,
 * UTF-8 without a byte-order mark), written by domain/csv.ts like every CSV the site makes: text
 * a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets
 * a leading apostrophe; numbers are written as numbers and never escaped.
 */
import { csvRow, type CsvCell } from "@domain/csv.ts";
import type { Row } from "./tables.ts";

/** One line (CRLF-terminated) of the given columns, in order. */
export function csvLine(columns: readonly string[], row: Row): string {
  const fields = row as Record<string, CsvCell>;
  return csvRow(columns.map((c) => fields[c]));
}

export const csvHeader = (columns: readonly string[]) => csvRow(columns);
