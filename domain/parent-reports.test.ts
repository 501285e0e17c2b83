import { describe, expect, it } from "vitest";
import { countsAgainst, DISPUTE_THRESHOLD, disputesOf, isParentReportKind, REPORTED_FACT } from "./parent-reports.ts";

describe("parent reports", () => {
  it("count against a fact only from the day after its confirmation (every report when never confirmed)", () => {
    expect(countsAgainst("2026-11-20", "2026-11-19")).toBe(true);
    expect(countsAgainst("2026-11-19", "2026-11-19")).toBe(false);
    expect(countsAgainst("2026-11-18", "2026-11-19")).toBe(false);
    expect(countsAgainst("2026-11-18", undefined)).toBe(true);
  });

  it(`dispute a fact from ${DISPUTE_THRESHOLD} reporters of one kind, in a fixed order`, () => {
    expect(
      disputesOf([
        { kind: "phone_broken", reporters: DISPUTE_THRESHOLD, since: "2026-11-02" },
        { kind: "longer_wait", reporters: DISPUTE_THRESHOLD - 1, since: "2026-11-01" },
        { kind: "not_accepting", reporters: DISPUTE_THRESHOLD + 4, since: "2026-11-03" },
      ]),
    ).toEqual([
      { kind: "not_accepting", since: "2026-11-03" },
      { kind: "phone_broken", since: "2026-11-02" },
    ]);
  });

  it("name the fact each kind contradicts", () => {
    expect(REPORTED_FACT).toEqual({
      not_accepting: "intake",
      longer_wait: "intake",
      phone_broken: "phone",
      insurance_refused: "insurances",
    });
    expect(isParentReportKind("phone_broken")).toBe(true);
    expect(isParentReportKind("closed")).toBe(false);
  });
});
