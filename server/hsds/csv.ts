/**
 * CSV as the data package declares it (RFC 4180: comma, double quotes, CRLF, a header row,
 * UTF-8 without a byte-order mark). Text that a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) gets a leading apostrophe, as OWASP advises for CSV
 * files people open in spreadsheets; numbers are written as numbers and never escaped.
 */
import type { Row } from "./tables.ts";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line (CRLF-terminated) of the given columns, in order. */
export function csvLine(columns: readonly string[], row: Row): string {
  const fields = row as Record<string, unknown>;
  return `${columns.map((c) => csvCell(fields[c])).join(",")}\r\n`;
}

export const csvHeader = (columns: readonly string[]) => `${columns.join(",")}\r\n`;
