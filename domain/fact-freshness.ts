/**
 * How long a time-sensitive fact stays current after it was last confirmed (issue 29), in one
 * place: the listing page, the cards, the comparison, the API, HSDS and the search filters all
 * ask these rules. Who confirmed it is the source kept beside the date (domain/provenance.ts).
 *
 * Days are calendar days in UTC, the clock every confirmation date is written with
 * (`new Date().toISOString().slice(0, 10)`): one clock for writing and reading gives every fact
 * the same number of whole days wherever the reader is. A fact confirmed on day D with a 30-day
 * life is current through D + 30 inclusive and expired from D + 31 on, which in the United States
 * happens between 7 pm (Eastern) and 2 pm (Hawaii) local time on day D + 30, never a day early.
 */
import type { FactSourceEntry, ProvenanceFact } from "./provenance.ts";

/**
 * Days each time-sensitive fact stays current: intake (accepting new clients and the waitlist)
 * 30, the insurers and funding 90 (the re-verification cadence US payer directories must keep
 * under the No Surprises Act), opening hours and services 180. Other facts do not expire.
 */
export const FACT_LIFETIME_DAYS = {
  intake: 30,
  insurances: 90,
  openingHours: 180,
  services: 180,
} as const satisfies Partial<Record<ProvenanceFact, number>>;

export type ExpiringFact = keyof typeof FACT_LIFETIME_DAYS;

/**
 * The whole listing's "last verified" date (beyond the spec) is flagged "may be out of date" past
 * this many days, on the listing page and in the admin table's "stale" filter.
 */
export const LAST_VERIFIED_STALE_AFTER_DAYS = 90;
export const EXPIRING_FACTS = Object.keys(FACT_LIFETIME_DAYS) as ExpiringFact[];

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC calendar day of an instant (YYYY-MM-DD): "today" for these rules. */
export function factDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Milliseconds of a valid YYYY-MM-DD day's UTC midnight, else null. */
function dayMs(day: string): number | null {
  const m = ISO_DAY.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return factDay(new Date(ms)) === day ? ms : null;
}

/** `day` plus `days` calendar days (YYYY-MM-DD), null for a day that is not a valid date. */
export function addDays(day: string, days: number): string | null {
  const ms = dayMs(day);
  return ms === null ? null : factDay(new Date(ms + days * DAY_MS));
}

/** The last day a fact confirmed on `confirmedOn` is current (null for an invalid date). */
export function lastCurrentDay(fact: ExpiringFact, confirmedOn: string): string | null {
  return addDays(confirmedOn, FACT_LIFETIME_DAYS[fact]);
}

/**
 * The earliest confirmation day still current on `today`: a fact is current when confirmed on
 * or after it. The search filters compare the stored date with it.
 */
export function oldestCurrentDay(fact: ExpiringFact, today: string): string {
  const day = addDays(today, -FACT_LIFETIME_DAYS[fact]);
  if (day === null) throw new RangeError(`not a day: ${today}`);
  return day;
}

/** Whether a fact confirmed on `confirmedOn` is still current on `today` (never, without a valid date). */
export function isCurrent(fact: ExpiringFact, confirmedOn: string | null | undefined, today: string): boolean {
  if (!confirmedOn) return false;
  const last = lastCurrentDay(fact, confirmedOn);
  return last !== null && today <= last;
}

/**
 * What a page may say about a fact on `today`: current (show the value), expired (say "Not
 * confirmed since {date}" instead of the value), or unconfirmed (no date was ever recorded: say
 * so, never guess one).
 */
export type Freshness =
  | { state: "current"; confirmedOn: string; lastDay: string }
  | { state: "expired"; confirmedOn: string }
  | { state: "unconfirmed" };

export function freshness(fact: ExpiringFact, entry: FactSourceEntry | undefined, today: string): Freshness {
  const confirmedOn = entry?.confirmedOn;
  const lastDay = confirmedOn ? lastCurrentDay(fact, confirmedOn) : null;
  if (!confirmedOn || lastDay === null) return { state: "unconfirmed" };
  return today <= lastDay ? { state: "current", confirmedOn, lastDay } : { state: "expired", confirmedOn };
}

/**
 * Weeks until a new client could start, from the intake as stored: accepting now is 0, a
 * waitlist its estimate, an unknown wait or an unknown intake null. The owner form keeps a
 * waitlist only when the listing is not accepting.
 */
export function weeksToStart(accepting: boolean | null, waitlistWeeks: number | null): number | null {
  if (accepting === true) return 0;
  if (accepting === false) return waitlistWeeks;
  return null;
}

/** The "can start within" filter's choices: now, or within 4, 8 or 12 weeks. */
export const START_WITHIN = ["now", "4", "8", "12"] as const;
export type StartWithin = (typeof START_WITHIN)[number];

/** The most weeks to start a choice allows. */
export function startWithinWeeks(choice: StartWithin): number {
  return choice === "now" ? 0 : Number(choice);
}

/** What a listing states of each expiring fact: a fact with nothing stated cannot be confirmed. */
export interface StatedFacts {
  acceptingNewClients: boolean | null;
  /** Insurers plus other funding sources (Medicaid waivers, private pay…). */
  insurersAndFunding: number;
  openingHours: string | null;
  services: readonly string[];
}

/**
 * The facts an owner's "details verified today" confirms: those the listing states. An unknown
 * intake stays unconfirmed rather than becoming "unknown, confirmed today".
 */
export function confirmableFacts(stated: StatedFacts): ExpiringFact[] {
  const has: Record<ExpiringFact, boolean> = {
    intake: stated.acceptingNewClients !== null,
    insurances: stated.insurersAndFunding > 0,
    openingHours: Boolean(stated.openingHours?.trim()),
    services: stated.services.length > 0,
  };
  return EXPIRING_FACTS.filter((fact) => has[fact]);
}
