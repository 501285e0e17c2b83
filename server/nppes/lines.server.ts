/**
 * Byte-level line handling for the NPPES CSV files. Lines are found with Buffer.indexOf (memchr)
 * and decoded only when they are wanted, since almost every line of the 10 GB file is not.
 *
 * Assumption, stated once for every reader here: a newline ends a row. CMS writes no newline
 * inside a quoted value (its readme: one row per NPI record, quotes inside values replaced by
 * single quotes), so counting newlines counts rows exactly. Where a value does hold a newline:
 * a line the reader decodes (one with an ABA code, or a wanted NPI) and finds with an open quote
 * is joined with the lines after it and counted once (RowJoiner); the tail of an undecoded row
 * (a line not starting with an NPI) is not counted as a row but reported as skipped
 * ("brokenLine"), and that row is lost if its ABA code came after the newline.
 */

const NEWLINE = 10;
const QUOTE = 34;

/**
 * Re-chunks a byte stream so that every chunk yielded ends at a line end: each holds whole lines
 * only (the very last may lack its final newline). A line split across two input chunks is
 * carried over, so a line is never seen in halves.
 */
export async function* wholeLines(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let tail: Buffer | null = null;
  for await (const chunk of chunks) {
    const data: Buffer = tail ? Buffer.concat([tail, chunk]) : chunk;
    const last = data.lastIndexOf(NEWLINE);
    if (last < 0) {
      tail = data;
      continue;
    }
    tail = last + 1 < data.length ? Buffer.from(data.subarray(last + 1)) : null;
    yield data.subarray(0, last + 1);
  }
  if (tail && tail.length > 0) yield tail;
}

/** End of the line starting at `start` (the index of its newline, or the buffer's end). */
export function lineEnd(buf: Buffer, start: number): number {
  const nl = buf.indexOf(NEWLINE, start);
  return nl < 0 ? buf.length : nl;
}

/** A line with nothing on it (the file's final newline, a stray CRLF) is not a row. */
export function isBlankLine(buf: Buffer, start: number, end: number): boolean {
  return end === start || (end === start + 1 && buf[start] === 13);
}

/** The first cell's text (the NPI in every NPPES file), without its quotes or spaces. */
export function firstCell(buf: Buffer, start: number, end: number): string {
  const comma = buf.indexOf(44, start);
  const stop = comma < 0 || comma > end ? end : comma;
  let from = start;
  let to = stop;
  if (buf[from] === QUOTE && to - from >= 2 && buf[to - 1] === QUOTE) {
    from++;
    to--;
  }
  return buf.toString("latin1", from, to).trim();
}

/** Most lines a row may be joined across before it is given up as malformed. */
const MAX_JOINED_LINES = 20;

/**
 * Joins the lines of a row whose quoted value runs past a newline. `push` takes a decoded line and
 * returns the row's cells once complete, "pending" while a quote is still open, or "malformed"
 * when the row never closes within MAX_JOINED_LINES lines.
 */
export class RowJoiner {
  private text: string | null = null;
  private lines = 0;

  constructor(private readonly split: (line: string) => string[] | null) {}

  get pending(): boolean {
    return this.text !== null;
  }

  push(line: string): string[] | "pending" | "malformed" {
    const text = this.text === null ? line : `${this.text}\n${line}`;
    const cells = this.split(text);
    if (cells) {
      this.text = null;
      this.lines = 0;
      return cells;
    }
    this.lines++;
    if (this.lines >= MAX_JOINED_LINES) {
      this.text = null;
      this.lines = 0;
      return "malformed";
    }
    this.text = text;
    return "pending";
  }

  /** At the end of the file: whether a row was left open. */
  finish(): boolean {
    const open = this.text !== null;
    this.text = null;
    this.lines = 0;
    return open;
  }
}
