/**
 * Reminding owners before their time-sensitive facts expire (issue 29): which facts, how early,
 * and what a one-click link in the reminder email may do. The lifetimes themselves are
 * domain/fact-freshness.ts's.
 */
import {
  addDays,
  EXPIRING_FACTS,
  FACT_LIFETIME_DAYS,
  freshness,
  lastCurrentDay,
  type ExpiringFact,
} from "./fact-freshness.ts";
import { LISTING_LIMITS } from "./owner-listings.ts";
import type { FactSources } from "./provenance.ts";

/** Days before a fact's last current day that its owner is reminded. */
export const REMINDER_DAYS_BEFORE = 7;

/** Days a reminder email's links work. */
export const REMINDER_LINK_DAYS = 14;

/** The facts an owner is reminded of: the intake (30 days) and the insurers (90 days). */
export const REMINDED_FACTS = ["intake", "insurances"] as const;
export type RemindedFact = (typeof REMINDED_FACTS)[number];

/** What a link in the reminder does, and the fact it confirms. */
export const REMINDER_ACTIONS = {
  accepting: "intake",
  waitlist: "intake",
  not_accepting: "intake",
  insurers_unchanged: "insurances",
} as const satisfies Record<string, RemindedFact>;
export type ReminderAction = keyof typeof REMINDER_ACTIONS;
export const REMINDER_ACTION_LIST = Object.keys(REMINDER_ACTIONS) as ReminderAction[];

export function isReminderAction(value: unknown): value is ReminderAction {
  return typeof value === "string" && Object.hasOwn(REMINDER_ACTIONS, value);
}

/** The actions offered for a fact, in the email's order. */
export function actionsFor(fact: RemindedFact): ReminderAction[] {
  return REMINDER_ACTION_LIST.filter((a) => REMINDER_ACTIONS[a] === fact);
}

/**
 * The first and last confirmation days of a fact that is due a reminder on `today`: its last
 * current day falls within the next REMINDER_DAYS_BEFORE days (today included). A fact already
 * expired is not reminded (the listing says so, and /my-listings shows it).
 */
export function remindedConfirmationDays(fact: RemindedFact, today: string): { from: string; to: string } {
  // lastCurrentDay(c) = c + lifetime ∈ [today, today + N]  ⇔  c ∈ [today - lifetime, today + N - lifetime]
  const lifetime = FACT_LIFETIME_DAYS[fact];
  const from = addDays(today, -lifetime);
  const to = addDays(today, REMINDER_DAYS_BEFORE - lifetime);
  if (from === null || to === null) throw new RangeError(`not a day: ${today}`);
  return { from, to };
}

/** The facts of a listing that are due a reminder on `today`, with their last current day. */
export function factsDue(sources: FactSources, today: string): { fact: RemindedFact; lastDay: string }[] {
  const due: { fact: RemindedFact; lastDay: string }[] = [];
  for (const fact of REMINDED_FACTS) {
    const confirmedOn = sources[fact]?.confirmedOn;
    if (!confirmedOn) continue;
    const { from, to } = remindedConfirmationDays(fact, today);
    const lastDay = lastCurrentDay(fact, confirmedOn);
    if (lastDay !== null && confirmedOn >= from && confirmedOn <= to) due.push({ fact, lastDay });
  }
  return due;
}

/**
 * A typed waitlist estimate, as the owner form reads it: a whole number of weeks from 0 to
 * LISTING_LIMITS.waitlistWeeksMax, else null (the form says so and keeps what was typed).
 */
export function parseWaitlistWeeks(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{1,3}$/.test(value.trim())) return null;
  const weeks = Number(value.trim());
  return weeks <= LISTING_LIMITS.waitlistWeeksMax ? weeks : null;
}

/** A fact My Listings points out: it expires on `date` (within the reminder's week), or expired on it. */
export interface FactNotice {
  fact: ExpiringFact;
  state: "expiring" | "expired";
  date: string;
}

/**
 * The facts of a listing its owner should confirm on `today`: those whose last current day is
 * within REMINDER_DAYS_BEFORE days ("Intake status expires on {date}") and those already expired
 * ("… expired on {date}", the day after their last current day). Facts never confirmed are not
 * listed (nothing dates them). Soonest first.
 */
export function factNotices(sources: FactSources, today: string): FactNotice[] {
  const horizon = addDays(today, REMINDER_DAYS_BEFORE);
  const notices: FactNotice[] = [];
  for (const fact of EXPIRING_FACTS) {
    const state = freshness(fact, sources[fact], today);
    if (state.state === "current" && horizon !== null && state.lastDay <= horizon) {
      notices.push({ fact, state: "expiring", date: state.lastDay });
    } else if (state.state === "expired") {
      const last = lastCurrentDay(fact, state.confirmedOn);
      if (last) notices.push({ fact, state: "expired", date: addDays(last, 1)! });
    }
  }
  return notices.sort((a, b) => a.date.localeCompare(b.date));
}
