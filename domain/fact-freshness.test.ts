import { describe, expect, it } from "vitest";
import {
  confirmableFacts,
  addDays,
  factDay,
  freshness,
  isCurrent,
  lastCurrentDay,
  oldestCurrentDay,
  START_WITHIN,
  startWithinWeeks,
  weeksToStart,
} from "./fact-freshness.ts";

describe("fact expiry", () => {
  it("keeps intake current through day 30 and expires it on day 31", () => {
    const confirmed = "2026-11-01";
    expect(isCurrent("intake", confirmed, "2026-11-30")).toBe(true); // day 29
    expect(isCurrent("intake", confirmed, "2026-12-01")).toBe(true); // day 30
    expect(isCurrent("intake", confirmed, "2026-12-02")).toBe(false); // day 31
    expect(lastCurrentDay("intake", confirmed)).toBe("2026-12-01");
  });

  it("gives insurers 90 days and hours and services 180", () => {
    expect(isCurrent("insurances", "2026-01-01", "2026-04-01")).toBe(true);
    expect(isCurrent("insurances", "2026-01-01", "2026-04-02")).toBe(false);
    expect(isCurrent("services", "2026-01-01", "2026-06-30")).toBe(true);
    expect(isCurrent("services", "2026-01-01", "2026-07-01")).toBe(false);
    expect(isCurrent("openingHours", "2026-01-01", "2026-07-01")).toBe(false);
  });

  it("counts calendar days across month ends, leap days and the year", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(lastCurrentDay("intake", "2026-01-31")).toBe("2026-03-02");
    expect(oldestCurrentDay("intake", "2026-03-02")).toBe("2026-01-31");
  });

  it("reads today on the UTC clock the confirmation dates are written with", () => {
    // 8 pm in New York on December 1 is already December 2 in UTC: the fact confirmed on
    // November 1 has had its 30 days.
    expect(factDay(new Date("2026-12-01T20:00:00-05:00"))).toBe("2026-12-02");
    expect(isCurrent("intake", "2026-11-01", factDay(new Date("2026-12-01T20:00:00-05:00")))).toBe(false);
    // 6 pm in New York on December 1 is still December 1 in UTC: current.
    expect(isCurrent("intake", "2026-11-01", factDay(new Date("2026-12-01T18:00:00-05:00")))).toBe(true);
    // Honolulu, 1 pm on December 1 (23:00 UTC): still current; 2 pm is December 2 in UTC.
    expect(isCurrent("intake", "2026-11-01", factDay(new Date("2026-12-01T13:00:00-10:00")))).toBe(true);
    expect(isCurrent("intake", "2026-11-01", factDay(new Date("2026-12-01T14:00:00-10:00")))).toBe(false);
  });

  it("never treats a missing or broken date as current", () => {
    expect(isCurrent("intake", null, "2026-11-28")).toBe(false);
    expect(isCurrent("intake", "", "2026-11-28")).toBe(false);
    expect(isCurrent("intake", "2026-02-30", "2026-03-01")).toBe(false);
    expect(freshness("intake", undefined, "2026-11-28")).toEqual({ state: "unconfirmed" });
    expect(freshness("intake", { source: "owner", confirmedOn: "not a day" }, "2026-11-28")).toEqual({
      state: "unconfirmed",
    });
  });

  it("says whether a recorded fact is current or since when it is not confirmed", () => {
    const entry = { source: "owner" as const, confirmedOn: "2026-10-01" };
    expect(freshness("intake", entry, "2026-10-31")).toEqual({
      state: "current",
      confirmedOn: "2026-10-01",
      lastDay: "2026-10-31",
    });
    expect(freshness("intake", entry, "2026-11-01")).toEqual({ state: "expired", confirmedOn: "2026-10-01" });
    expect(freshness("insurances", entry, "2026-11-01").state).toBe("current");
  });
});

describe("can start within", () => {
  it("reads accepting as now and a waitlist as its estimate", () => {
    expect(weeksToStart(true, null)).toBe(0);
    expect(weeksToStart(false, 6)).toBe(6);
    expect(weeksToStart(false, null)).toBeNull();
    expect(weeksToStart(null, 3)).toBeNull();
  });

  it("gives each choice its most weeks", () => {
    expect(START_WITHIN.map(startWithinWeeks)).toEqual([0, 4, 8, 12]);
  });
});

describe("confirmableFacts", () => {
  it("confirms only what the listing states", () => {
    const none = { acceptingNewClients: null, insurersAndFunding: 0, openingHours: "  ", services: [] };
    expect(confirmableFacts(none)).toEqual([]);
    expect(confirmableFacts({ ...none, acceptingNewClients: false })).toEqual(["intake"]);
    expect(
      confirmableFacts({
        acceptingNewClients: true,
        insurersAndFunding: 1,
        openingHours: "Mo-Fr 08:00-17:00",
        services: ["ABA Therapy"],
      }),
    ).toEqual(["intake", "insurances", "openingHours", "services"]);
  });
});
