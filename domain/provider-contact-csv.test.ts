import { describe, expect, it } from "vitest";
import { checkContactCsv } from "./provider-contact-csv.ts";

const TODAY = "2026-11-24";

describe("checkContactCsv", () => {
  it("reads known columns in any order and case, stores numbers as numbers and empty cells as null", () => {
    const csv =
      "Organization,Email Address,phone_number,confidence_score,last_contact_date,city\r\n" +
      'Bright Steps,ana@bright.example,+1 512 555 0147,87,2026-11-01,""\r\n';
    expect(checkContactCsv(csv, TODAY)).toEqual({
      ok: true,
      value: [
        {
          organization: "Bright Steps",
          email_address: "ana@bright.example",
          phone_number: "+1 512 555 0147",
          confidence_score: 87,
          last_contact_date: "2026-11-01",
          city: null,
        },
      ],
    });
  });

  it("reports every bad cell by row and column, and refuses formulas", () => {
    const csv = [
      "organization,email_address,website,confidence_score,last_contact_date,position",
      "Good ABA,good@example.com,good.example,5,2026-01-02,Director",
      '"=HYPERLINK(""http://evil.example"",""x"")",not-an-email,not a site,101,2027-01-01,@SUM(A1)',
      ",,,,,",
    ].join("\n");
    const result = checkContactCsv(csv, TODAY);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toEqual([
      { row: 2, column: "organization", code: "formula", params: { char: "=" } },
      { row: 2, column: "email_address", code: "email" },
      { row: 2, column: "website", code: "url" },
      { row: 2, column: "confidence_score", code: "integer", params: { min: 0, max: 100 } },
      { row: 2, column: "last_contact_date", code: "date" },
      { row: 2, column: "position", code: "formula", params: { char: "@" } },
      { row: 3, column: null, code: "empty_row" },
    ]);
  });

  it("refuses unknown or doubled columns, a wrong cell count and broken quoting", () => {
    expect(checkContactCsv("organization,nickname,organization\n", TODAY)).toEqual({
      ok: false,
      error: [
        { row: 1, column: null, code: "unknown_column", params: { name: "nickname" } },
        { row: 1, column: null, code: "duplicate_column", params: { name: "organization" } },
      ],
    });
    expect(checkContactCsv("organization,city\nA ABA\n", TODAY)).toEqual({
      ok: false,
      error: [{ row: 1, column: null, code: "wrong_cell_count", params: { found: 1, expected: 2 } }],
    });
    expect(checkContactCsv('organization\n"open\n', TODAY)).toEqual({
      ok: false,
      error: [{ row: 2, column: null, code: "unclosed_quote" }],
    });
    expect(checkContactCsv('organization\n"A"BA\n', TODAY)).toEqual({
      ok: false,
      error: [{ row: 2, column: null, code: "text_after_quote" }],
    });
    expect(checkContactCsv("", TODAY)).toEqual({ ok: false, error: [{ row: 1, column: null, code: "no_header" }] });
  });

  it("refuses control characters and a phone number that is a formula", () => {
    const result = checkContactCsv("organization,phone_number\nA\u0007B,+cmd|calc\n", TODAY);
    expect(result).toEqual({
      ok: false,
      error: [
        { row: 1, column: "organization", code: "control_characters" },
        { row: 1, column: "phone_number", code: "formula", params: { char: "+" } },
      ],
    });
  });
});
