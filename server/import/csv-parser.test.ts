import { describe, expect, it } from "vitest";
import { CsvParser, CsvSyntaxError, type CsvRecord } from "./csv-parser.ts";

/** Parses text fed in chunks of `size` characters (every split point is a boundary somewhere). */
function parse(text: string, size = text.length || 1): CsvRecord[] {
  const parser = new CsvParser();
  const out: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += size) out.push(...parser.push(text.slice(i, i + size)));
  out.push(...parser.end());
  return out;
}

function syntaxError(text: string, size?: number): CsvSyntaxError {
  try {
    parse(text, size);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return error;
    throw error;
  }
  throw new Error("no error");
}

describe("CsvParser", () => {
  it("reads plain, quoted, escaped and multi-line cells with any line ending, in any chunking", () => {
    const text = 'name,notes\r\nA,"x, y"\n"B ""b""","line 1\r\nline 2"\rC,\n';
    for (const size of [1, 2, 3, 7, 100]) {
      expect(parse(text, size)).toEqual([
        { row: 1, cells: ["name", "notes"] },
        { row: 2, cells: ["A", "x, y"] },
        { row: 3, cells: ['B "b"', "line 1\r\nline 2"] },
        { row: 4, cells: ["C", ""] },
      ]);
    }
  });

  it("skips blank lines but counts them as rows, and reads a last line without a line break", () => {
    expect(parse("a,b\n\n1,2\r\n\r\n3,4")).toEqual([
      { row: 1, cells: ["a", "b"] },
      { row: 3, cells: ["1", "2"] },
      { row: 5, cells: ["3", "4"] },
    ]);
  });

  it("keeps an empty quoted cell and empty cells", () => {
    expect(parse('"",,x\n')).toEqual([{ row: 1, cells: ["", "", "x"] }]);
  });

  it("refuses a quote that is never closed, naming the row where it opens", () => {
    const error = syntaxError('a,b\n1,2\n3,"open\n4,5\n', 3);
    expect(error.kind).toBe("unclosed_quote");
    expect(error.row).toBe(3);
    expect(error.cell).toBe(2);
  });

  it("refuses a quote inside an unquoted cell and text after a closing quote", () => {
    expect(syntaxError('a,b\nx,ab"c\n')).toMatchObject({ kind: "stray_quote", row: 2, cell: 2 });
    expect(syntaxError('a,b\n"x"y,1\n', 1)).toMatchObject({ kind: "text_after_quote", row: 2, cell: 1 });
  });

  it("returns nothing for empty text", () => {
    expect(parse("")).toEqual([]);
    expect(parse("\n\n")).toEqual([]);
  });
});
