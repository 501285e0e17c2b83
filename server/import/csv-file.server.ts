/**
 * Reads an import file as CSV records, streaming: bytes → UTF-8 text → records. Everything that
 * makes the file unreadable as a whole (not UTF-8, a quote out of place) is an ImportFileError
 * naming the row, so the caller can refuse the file before writing anything.
 */
import { createReadStream } from "node:fs";
import type { ImportFileProblem } from "@db/schema/index.ts";
import { CsvParser, CsvSyntaxError, type CsvRecord } from "@domain/csv.ts";

export class ImportFileError extends Error {
  constructor(readonly problem: ImportFileProblem) {
    super(problem.key);
  }
}

const CHUNK_BYTES = 1024 * 1024;

/** The column name of a cell position once the header is known, else its number. */
export type CellName = (cell: number) => string;

/**
 * The file's records in order. A UTF-8 byte order mark is skipped (spreadsheets write one);
 * UTF-16 and any other non-UTF-8 bytes are refused with the row where they appear.
 */
export async function* csvRecords(filePath: string, cellName: CellName): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const parser = new CsvParser();
  let first = true;
  // On a syntax error, the records before it are still handed out first (so the header is
  // known and the faulty cell can be named), then the error.
  let failure: unknown = null;
  const parse = (text: string): CsvRecord[] => {
    try {
      return parser.push(text);
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      failure = error;
      return error.completed;
    }
  };
  for await (const chunk of createReadStream(filePath, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    if (first) {
      first = false;
      if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) {
        throw new ImportFileError({ key: "adminImport.problem.utf16" });
      }
    }
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      // The decoder refuses the whole chunk (up to 1 MB of rows): the row is found by reading
      // the text before the first byte that is not UTF-8 (which a lenient decoder shows as U+FFFD).
      const lenient = new TextDecoder("utf-8").decode(chunk);
      parse(lenient.slice(0, Math.max(0, lenient.indexOf("\uFFFD"))));
      throw new ImportFileError({ key: "adminImport.problem.encoding", params: { row: parser.currentRow } });
    }
    yield* parse(text);
    if (failure) throw syntaxProblem(failure, cellName);
  }
  let tail: string;
  try {
    tail = decoder.decode();
  } catch {
    // The file ends in the middle of a character.
    throw new ImportFileError({ key: "adminImport.problem.encoding", params: { row: parser.currentRow } });
  }
  yield* parse(tail);
  if (failure) throw syntaxProblem(failure, cellName);
  try {
    yield* parser.end();
  } catch (error) {
    throw syntaxProblem(error, cellName);
  }
}

function syntaxProblem(error: unknown, cellName: CellName): unknown {
  if (!(error instanceof CsvSyntaxError)) return error;
  return new ImportFileError({
    key: `adminImport.problem.${error.kind}`,
    params: { row: error.row, column: cellName(error.cell) },
  });
}
