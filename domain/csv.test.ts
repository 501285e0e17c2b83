import { describe, expect, it } from "vitest";
import { CSV_BOM, CsvParser, csvRow, CsvSyntaxError, parseCsv, type CsvCell, type CsvRecord } from "./csv.ts";

/** One cell as csvRow writes it (without the line ending). */
const escapeCsvCell = (cell: CsvCell) => csvRow([cell]).slice(0, -2);

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

describe("escapeCsvCell", () => {
  it("writes plain text, numbers, booleans and empty cells as they are", () => {
    expect(escapeCsvCell("Bright Steps ABA")).toBe("Bright Steps ABA");
    expect(escapeCsvCell(42)).toBe("42");
    expect(escapeCsvCell(-3.5)).toBe("-3.5");
    expect(escapeCsvCell(Number.NaN)).toBe("");
    expect(escapeCsvCell(true)).toBe("true");
    expect(escapeCsvCell(null)).toBe("");
    expect(escapeCsvCell(undefined)).toBe("");
  });

  it.each([
    ['=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=1", "'\t=1"],
    ["\r=1", '"\'\r=1"'],
  ])("defuses a formula: %j → %j", (cell, written) => {
    expect(escapeCsvCell(cell)).toBe(written);
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(escapeCsvCell("Austin, TX")).toBe('"Austin, TX"');
    expect(escapeCsvCell('the "best"')).toBe('"the ""best"""');
    expect(escapeCsvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("quotes a cell that starts or ends with white space, so no reader trims it", () => {
    expect(escapeCsvCell(" padded ")).toBe('" padded "');
    expect(escapeCsvCell("end ")).toBe('"end "');
  });

  it("leaves a formula character inside the text alone", () => {
    expect(escapeCsvCell("a=b")).toBe("a=b");
    expect(escapeCsvCell("ana@example.com")).toBe("ana@example.com");
  });
});

describe("csvRow", () => {
  it("joins escaped cells and ends with CRLF", () => {
    expect(csvRow(["a", 1, null, "x,y", "=1"])).toBe('a,1,,"x,y",\'=1\r\n');
  });
});

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

describe("parseCsv", () => {
  it("drops a BOM and blank lines; a last row without a line break counts", () => {
    expect(parseCsv(`${CSV_BOM}a,b\n\n1,2`)).toEqual([
      { row: 1, cells: ["a", "b"] },
      { row: 3, cells: ["1", "2"] },
    ]);
  });

  it("reads back what csvRow wrote", () => {
    const cells = ["x,y", 'q"q', "multi\r\nline", "", " padded ", "'=1"];
    expect(parseCsv(csvRow(cells) + csvRow(["z"])).map((r) => r.cells)).toEqual([cells, ["z"]]);
  });

  it("throws a CsvSyntaxError naming the row", () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow("CSV unclosed_quote in row 2, cell 2");
  });
});
