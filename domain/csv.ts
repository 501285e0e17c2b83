/**
 * CSV (RFC 4180), written and read, for every CSV file the site makes or takes: the listing
 * export and import, the rejected-rows file, the import template, the newsletter export, the
 * HSDS data package and the Census geocoder's answers. Pure: no I/O, so a stream writes csvRow()
 * line by line and feeds CsvParser chunk by chunk.
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
// Quoted also when it starts or ends with a space: some readers trim unquoted cells.
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One cell as written: text that a spreadsheet would run as a formula gets a leading
 * apostrophe (shown as text, never run), then the cell is quoted when it holds a comma, a
 * quote or a line break, or starts or ends with white space. Numbers and booleans are written
 * as they are; null and undefined as an empty cell.
 */
function escapeCsvCell(cell: CsvCell): string {
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

/**
 * Reading: a streaming parser. Text goes in chunk by chunk, whole records come out, so a 50 MB
 * import never sits in memory. Strict where a lenient parser would guess: a quote inside an
 * unquoted cell, text after a closing quote, or a quote never closed is a CsvSyntaxError naming
 * the row, since a guess there silently shifts every cell after it.
 * Rows are numbered as a spreadsheet shows them: the first line is row 1, blank lines count.
 */

export interface CsvRecord {
  /** Spreadsheet row number (1 = the header). */
  row: number;
  cells: string[];
}

export type CsvSyntaxKind = "unclosed_quote" | "stray_quote" | "text_after_quote";

export class CsvSyntaxError extends Error {
  constructor(
    readonly kind: CsvSyntaxKind,
    /** The row the faulty cell is in. */
    readonly row: number,
    /** 1-based cell position in that row. */
    readonly cell: number,
  ) {
    super(`CSV ${kind} in row ${row}, cell ${cell}`);
  }

  /** Records the chunk completed before the error (the header, say, to name the cell by). */
  completed: CsvRecord[] = [];
}

const enum State {
  /** At the start of a cell. */
  CellStart,
  Unquoted,
  Quoted,
  /** Just read a quote inside a quoted cell: an escaped quote ("") or the closing one. */
  QuoteInQuoted,
}

const UNQUOTED_STOP = /[,\r\n"]/g;

export class CsvParser {
  private state = State.CellStart;
  private cell = "";
  private cells: string[] = [];
  /** The previous chunk ended with CR: a LF starting this one belongs to the same line break. */
  private afterCR = false;
  /** Row of the record being read. */
  private row = 1;

  /** The spreadsheet row the next character read belongs to. */
  get currentRow(): number {
    return this.row;
  }

  /** Parses a chunk; returns the records it completed (blank lines are skipped). */
  push(chunk: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    try {
      this.read(chunk, out);
    } catch (error) {
      if (error instanceof CsvSyntaxError) error.completed = out;
      throw error;
    }
    return out;
  }

  private read(chunk: string, out: CsvRecord[]): void {
    let i = 0;
    const n = chunk.length;
    if (this.afterCR && n > 0) {
      this.afterCR = false;
      if (chunk.charCodeAt(0) === 10) i = 1;
    }
    while (i < n) {
      switch (this.state) {
        case State.CellStart:
        case State.Unquoted: {
          if (this.state === State.CellStart && chunk.charCodeAt(i) === 34) {
            this.state = State.Quoted;
            i++;
            break;
          }
          UNQUOTED_STOP.lastIndex = i;
          const match = UNQUOTED_STOP.exec(chunk);
          const stop = match ? match.index : n;
          if (stop > i) {
            this.cell += chunk.slice(i, stop);
            this.state = State.Unquoted;
          }
          if (!match) {
            i = n;
            break;
          }
          const c = chunk.charCodeAt(stop);
          if (c === 34) throw new CsvSyntaxError("stray_quote", this.row, this.cells.length + 1);
          i = stop + 1;
          if (c === 44) this.endCell();
          else i = this.endLine(chunk, stop, out);
          break;
        }
        case State.Quoted: {
          const quote = chunk.indexOf('"', i);
          if (quote === -1) {
            this.cell += chunk.slice(i);
            i = n;
          } else {
            this.cell += chunk.slice(i, quote);
            this.state = State.QuoteInQuoted;
            i = quote + 1;
          }
          break;
        }
        case State.QuoteInQuoted: {
          const c = chunk.charCodeAt(i);
          if (c === 34) {
            this.cell += '"';
            this.state = State.Quoted;
            i++;
          } else if (c === 44) {
            this.endCell();
            i++;
          } else if (c === 13 || c === 10) {
            i = this.endLine(chunk, i, out);
          } else {
            throw new CsvSyntaxError("text_after_quote", this.row, this.cells.length + 1);
          }
          break;
        }
      }
    }
  }

  /** The end of the text: the last record, or the error of a quote never closed. */
  end(): CsvRecord[] {
    if (this.state === State.Quoted) throw new CsvSyntaxError("unclosed_quote", this.row, this.cells.length + 1);
    if (this.state === State.CellStart && this.cells.length === 0) return [];
    this.endCell();
    return [{ row: this.row, cells: this.takeCells() }];
  }

  private endCell(): void {
    this.cells.push(this.cell);
    this.cell = "";
    this.state = State.CellStart;
  }

  private takeCells(): string[] {
    const cells = this.cells;
    this.cells = [];
    return cells;
  }

  /** Ends the record at the line break at `at`; returns where the next one starts. */
  private endLine(chunk: string, at: number, out: CsvRecord[]): number {
    const blank = this.state === State.CellStart && this.cells.length === 0;
    if (!blank) {
      this.endCell();
      out.push({ row: this.row, cells: this.takeCells() });
    }
    this.state = State.CellStart;
    this.row++;
    let next = at + 1;
    if (chunk.charCodeAt(at) === 13) {
      if (next < chunk.length) {
        if (chunk.charCodeAt(next) === 10) next++;
      } else this.afterCR = true;
    }
    return next;
  }
}

/**
 * Reads a whole text at once (a small answer held in memory): its records, a leading BOM
 * dropped, blank lines skipped. Throws CsvSyntaxError.
 */
export function parseCsv(text: string): CsvRecord[] {
  const parser = new CsvParser();
  const records = parser.push(text.startsWith(CSV_BOM) ? text.slice(1) : text);
  records.push(...parser.end());
  return records;
}
