import { describe, expect, it } from "vitest";
import { csvLine, escapeFormula, isFormulaLike, unescapeFormula } from "./listing-import.ts";

describe("formulas in CSV cells", () => {
  it("recognises what a spreadsheet would run, but not numbers or phone numbers", () => {
    for (const cell of [
      '=HYPERLINK("http://x","y")',
      "+cmd|' /C calc'!A0",
      "@SUM(A1)",
      "-2+A1",
      " \t=1+1",
      "- bullet",
    ]) {
      expect(isFormulaLike(cell), cell).toBe(true);
    }
    for (const cell of ["-97.74", "+1 (512) 555-0147", "Bright Steps", "", "a=b", "512-555-0147"]) {
      expect(isFormulaLike(cell), cell).toBe(false);
    }
  });

  it("escapes = + - @ tab and CR at the start of an exported cell, and reads escaped numbers back", () => {
    expect(escapeFormula("=1+1")).toBe("'=1+1");
    expect(escapeFormula("\tx")).toBe("'\tx");
    expect(escapeFormula("-97.74")).toBe("'-97.74");
    expect(escapeFormula("plain")).toBe("plain");
    expect(unescapeFormula("'-97.74")).toBe("-97.74");
    expect(unescapeFormula("'=SUM(A1)")).toBe("'=SUM(A1)");
  });

  it("writes an RFC 4180 line", () => {
    expect(csvLine(["a", 'b "q"', "c,d", null, 3, "=x", "l1\nl2"])).toBe('a,"b ""q""","c,d",,3,\'=x,"l1\nl2"\r\n');
  });
});
