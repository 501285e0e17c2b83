/**
 * CSV (RFC 4180) for exports and small imports, shared by every admin screen that reads or
 * writes it. Pure: no I/O, so a stream writes csvRow() line by line.
 */

export type CsvCell = string | number | boolean | null | undefined;

/** Line ending of every written row (RFC 4180). */
const CSV_EOL = "\r\n";

/**
 * Written first in a file meant for spreadsheets: without it Excel reads UTF-8 as a legacy code
 * page and "Peña" turns into "PeÃ±a".
 */
export const CSV_BOM = "\uFEFF";

// A spreadsheet runs a cell that starts with one of these as a formula (=HYPERLINK(...), +1+cmd,
// -2+3, @SUM); tab and carriage return do the same in some of them (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as written: text that a spreadsheet would run as a formula gets a leading
 * apostrophe (shown as text, never run), then the cell is quoted when it holds a comma, a
 * quote or a line break. Numbers and booleans are written as they are; null and undefined as
 * an empty cell.
 */
export function escapeCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  if (typeof cell === "boolean") return cell ? "true" : "false";
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of CSV, with its line ending. */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(escapeCsvCell).join(",") + CSV_EOL;
}

/** Why a text is not readable CSV: a quoted cell never closed, or a quote inside a bare cell. */
interface CsvSyntaxError {
  kind: "unclosed_quote" | "stray_quote";
  /** 1-based line of the file where the bad cell starts. */
  line: number;
}

export type CsvParseResult = { ok: true; rows: string[][] } | { ok: false; error: CsvSyntaxError };

/**
 * Reads CSV text into rows of cells (RFC 4180: quoted cells may hold commas, "" and line
 * breaks; CRLF or LF ends a row). A leading BOM is dropped, blank lines are skipped. Meant for
 * uploads small enough to hold in memory; the caller limits their size.
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let line = 1;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
    cell = "";
  };
  while (i < input.length) {
    const ch = input[i]!;
    if (ch === '"' && cell === "") {
      const startLine = line;
      i += 1;
      for (;;) {
        if (i >= input.length) return { ok: false, error: { kind: "unclosed_quote", line: startLine } };
        const c = input[i]!;
        if (c === '"') {
          if (input[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (c === "\n") line += 1;
        cell += c;
        i += 1;
      }
      // After a closing quote only a separator or the end of the row may follow.
      const next = input[i];
      if (next !== undefined && next !== "," && next !== "\n" && next !== "\r") {
        return { ok: false, error: { kind: "stray_quote", line } };
      }
      continue;
    }
    if (ch === '"') return { ok: false, error: { kind: "stray_quote", line } };
    if (ch === ",") {
      row.push(cell);
      cell = "";
      i += 1;
    } else if (ch === "\r" || ch === "\n") {
      endRow();
      i += ch === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line += 1;
    } else {
      cell += ch;
      i += 1;
    }
  }
  if (cell !== "" || row.length > 0) endRow();
  return { ok: true, rows };
}
