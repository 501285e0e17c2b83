import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/support/csv-parse.ts";
import { csvHeader, csvLine } from "./csv.ts";

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
    const row = { a: '=HYPERLINK("http://evil.example")', b: "+1 512", c: -97.74, d: "@sum", e: null };
    expect(csvLine(["a", "b", "c", "d", "e"], row)).toBe(
      `"'=HYPERLINK(""http://evil.example"")",'+1 512,-97.74,'@sum,\r\n`,
    );
  });
});
