import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/support/csv-parse.ts";
import { csvCell, csvHeader, csvLine } from "./csv.ts";

describe("HSDS CSV cells", () => {
  it("quote what needs quoting and read back exactly", () => {
    const row = {
      a: 'He said "hi", then left',
      b: "two\r\nlines",
      c: " padded ",
      d: -97.74,
      e: undefined,
      f: "plain",
      g: "día ñ",
    };
    const columns = ["a", "b", "c", "d", "e", "f", "g"];
    const text = csvHeader(columns) + csvLine(columns, row);
    expect(parseCsv(text)).toEqual([
      columns,
      ['He said "hi", then left', "two\r\nlines", " padded ", "-97.74", "", "plain", "día ñ"],
    ]);
  });

  it("escape text a spreadsheet would run as a formula, never numbers", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell("+1 512")).toBe("'+1 512");
    expect(csvCell("-x")).toBe("'-x");
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell(-97.74)).toBe("-97.74");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(null)).toBe("");
  });
});
