import { describe, expect, it } from "vitest";
import { CSV_BOM, csvRow, escapeCsvCell, parseCsv } from "./csv.ts";

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

describe("parseCsv", () => {
  it("reads quoted cells with commas, doubled quotes and line breaks", () => {
    const result = parseCsv('name,notes\r\n"Austin, TX","say ""hi""\nthere"\r\nplain,\n');
    expect(result).toEqual({
      ok: true,
      rows: [
        ["name", "notes"],
        ["Austin, TX", 'say "hi"\nthere'],
        ["plain", ""],
      ],
    });
  });

  it("drops a BOM and blank lines; a last row without a line break counts", () => {
    expect(parseCsv(`${CSV_BOM}a,b\n\n1,2`)).toEqual({
      ok: true,
      rows: [
        ["a", "b"],
        ["1", "2"],
      ],
    });
  });

  it("reads back what csvRow wrote", () => {
    const cells = ["x,y", 'q"q', "multi\r\nline", ""];
    expect(parseCsv(csvRow(cells) + csvRow(["z"]))).toEqual({ ok: true, rows: [cells, ["z"]] });
  });

  it("names the line of an unclosed quote", () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n')).toEqual({ ok: false, error: { kind: "unclosed_quote", line: 2 } });
  });

  it("refuses a quote inside a bare cell or text after a closing quote", () => {
    expect(parseCsv('a,b\nx"y,1')).toEqual({ ok: false, error: { kind: "stray_quote", line: 2 } });
    expect(parseCsv('"a"b,1')).toEqual({ ok: false, error: { kind: "stray_quote", line: 1 } });
  });
});
