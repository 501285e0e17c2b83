import { describe, expect, it } from "vitest";
import { addDays, FACT_LIFETIME_DAYS } from "./fact-freshness.ts";
import {
  actionsFor,
  factNotices,
  factsDue,
  parseWaitlistWeeks,
  REMINDER_DAYS_BEFORE,
  remindedConfirmationDays,
} from "./owner-reminders.ts";

const today = "2026-03-10";
const confirmed = (fact: "intake" | "insurances", lastDayIn: number) =>
  addDays(today, lastDayIn - FACT_LIFETIME_DAYS[fact])!;
const owner = (confirmedOn: string) => ({ source: "owner" as const, confirmedOn });

describe("which facts are due a reminder", () => {
  it("those whose last current day is today up to REMINDER_DAYS_BEFORE days ahead, not before or after", () => {
    for (const fact of ["intake", "insurances"] as const) {
      const due = (lastDayIn: number) => factsDue({ [fact]: owner(confirmed(fact, lastDayIn)) }, today).length;
      expect([-1, 0, 1, REMINDER_DAYS_BEFORE, REMINDER_DAYS_BEFORE + 1].map(due)).toEqual([0, 1, 1, 1, 0]);
    }
    // Across a month end and a leap day, as the SQL range the run queries.
    expect(remindedConfirmationDays("intake", "2028-03-01")).toEqual({ from: "2028-01-31", to: "2028-02-07" });
  });

  it("names each fact with its last current day, and never a fact without a valid date", () => {
    const sources = { intake: owner(confirmed("intake", 2)), insurances: owner(confirmed("insurances", 5)) };
    expect(factsDue(sources, today)).toEqual([
      { fact: "intake", lastDay: "2026-03-12" },
      { fact: "insurances", lastDay: "2026-03-15" },
    ]);
    expect(factsDue({ intake: owner("2026-02-30") }, today)).toEqual([]);
    expect(factsDue({ openingHours: owner(addDays(today, -178)!) }, today)).toEqual([]);
  });

  it("offers three intake answers and one for the insurers", () => {
    expect(actionsFor("intake")).toEqual(["accepting", "waitlist", "not_accepting"]);
    expect(actionsFor("insurances")).toEqual(["insurers_unchanged"]);
  });
});

describe("My Listings' notices", () => {
  it("lists facts expiring within the week and expired ones (from the day after their last), soonest first", () => {
    const sources = {
      intake: owner(addDays(today, -31)!), // last current day yesterday: expired today
      insurances: owner(confirmed("insurances", 3)),
      services: owner(addDays(today, -100)!), // far from expiry
    };
    expect(factNotices(sources, today)).toEqual([
      { fact: "intake", state: "expired", date: today },
      { fact: "insurances", state: "expiring", date: "2026-03-13" },
    ]);
    expect(factNotices({}, today)).toEqual([]);
  });
});

describe("the waitlist answer", () => {
  it("is a whole number of weeks within the owner form's limit", () => {
    expect(["0", "6", " 12 ", "104"].map(parseWaitlistWeeks)).toEqual([0, 6, 12, 104]);
    for (const bad of ["", "abc", "-2", "2.5", "105", "1e2", undefined, 7]) expect(parseWaitlistWeeks(bad)).toBeNull();
  });
});
