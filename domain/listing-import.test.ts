import { describe, expect, it } from "vitest";
import { isFormulaLike, unescapeFormula } from "./listing-import.ts";

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

  it("reads a number the export escaped back as the number, and keeps any other apostrophe", () => {
    expect(unescapeFormula("'-97.74")).toBe("-97.74");
    expect(unescapeFormula("'+1 (512) 555-0147")).toBe("+1 (512) 555-0147");
    expect(unescapeFormula("'=SUM(A1)")).toBe("'=SUM(A1)");
    expect(unescapeFormula("'-x")).toBe("'-x");
  });
});
