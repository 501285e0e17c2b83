import { createHash } from "node:crypto";
import { writable, type Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * The limits (docs/decisions/0005-sessions-and-auth.md). Failed sign-ins count per account and
 * per IP address; registrations and password-reset requests count every attempt.
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins for one account from one IP address: past it, that address is refused for
   * that account (even the right password) until the window ends; other addresses are not.
   */
  signInAccountIp: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins for one account from all addresses: a brake on distributed guessing. Past
   * it, only addresses that have not failed for the account in their window are checked, so
   * nobody can shut the owner out from the owner's own network.
   */
  signInAccount: { limit: 100, windowSeconds: 15 * 60 },
  /** Wrong current passwords on the change-password form for one account (signed in already). */
  changePasswordAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one IP address, whatever the account. */
  signInIp: { limit: 30, windowSeconds: 15 * 60 },
  /** Account creations from one IP address. */
  registerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Reset-link requests from one IP address. */
  resetIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Reset-link requests for one email address (whether or not it has an account). */
  resetEmail: { limit: 3, windowSeconds: 60 * 60 },
  /** Contact-form messages from one IP address (server/contact). */
  contactIp: { limit: 5, windowSeconds: 60 * 60 },
  /** Newsletter signups from one IP address (server/newsletter). */
  newsletterIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Newsletter confirmation emails to one address; past it, signups answer the same but send nothing. */
  newsletterEmail: { limit: 3, windowSeconds: 60 * 60 },
  /** Searches saved for alerts from one IP address (server/alerts). */
  alertIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Alert confirmation emails to one address; past it, saving answers the same but sends nothing. */
  alertEmail: { limit: 3, windowSeconds: 60 * 60 },
  /** Alert links opened or used from one IP address (server/alerts): guessing a token needs far more. */
  alertLinkIp: { limit: 60, windowSeconds: 15 * 60 },
  /** Reviews written (or edited) from one IP address (server/reviews). */
  reviewIp: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Owner reminder links opened or used from one IP address (server/owners/reminder-link.server.ts):
   * an owner of many listings clicks a few links each; guessing a token needs far more.
   */
  reminderLinkIp: { limit: 60, windowSeconds: 15 * 60 },
  /** Review reports from one IP address. */
  reportIp: { limit: 20, windowSeconds: 60 * 60 },
  /** "Did you contact them?" reports from one IP address (server/parent-reports). */
  parentReportIp: { limit: 5, windowSeconds: 60 * 60 },
  /** "Suggest an edit" corrections from one IP address (server/suggestions). */
  suggestionIp: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * HSDS open-data pages from one IP address (server/hsds): enough to page through 100,000
   * listings of each list at 500 a page in one window; answers the page cache replays do not count.
   */
  openDataIp: { limit: 600, windowSeconds: 10 * 60 },
  /** HSDS data package downloads from one IP address (each is the whole directory). */
  dataPackageIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Photo uploads by one account (each is decoded into several variants): 60 an hour. */
  imageUploadUser: { limit: 60, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitKind = keyof typeof RATE_LIMITS;

export interface RateLimitState {
  blocked: boolean;
  count: number;
  /** Seconds until the window ends (0 when there is no current window). */
  retryAfterSeconds: number;
}

/** The stored key: a hash, so neither addresses nor typed account names are kept. */
function keyOf(kind: RateLimitKind, subject: string): string {
  return createHash("sha256").update(`${kind}\u0000${subject}`, "utf8").digest("hex");
}

/**
 * Counts one attempt, atomically (one statement, safe across processes): a window older than
 * the rule's starts over at 1. `blocked` is true when this attempt went over the limit.
 */
export async function hitRateLimit(database: Database, kind: RateLimitKind, subject: string): Promise<RateLimitState> {
  const rule = RATE_LIMITS[kind];
  const window = rule.windowSeconds;
  const [row] = await writable(database).sql<{ count: number; retry: number }[]>`
    insert into rate_limits (kind, key, window_start, count)
    values (${kind}, ${keyOf(kind, subject)}, now(), 1)
    on conflict (kind, key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${window}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${window}) then now() else rate_limits.window_start end
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${window}) - now())))::int as retry`;
  // Windows that ended are deleted by the retention purge (server/maintenance), not here.
  const count = row?.count ?? 1;
  return { blocked: count > rule.limit, count, retryAfterSeconds: Math.max(1, row?.retry ?? window) };
}

/**
 * Counts one attempt under several limits, in the order given, in one transaction: the first
 * limit's row stays locked until the others are counted, so a burst on one subject is counted in
 * the same order under every limit. (Counted side by side, an attempt among the first ten for an
 * account and address could be the 31st for the address, and be refused by that instead.)
 */
export async function hitRateLimits<const Hits extends readonly (readonly [kind: RateLimitKind, subject: string])[]>(
  database: Database,
  hits: Hits,
): Promise<{ [I in keyof Hits]: RateLimitState }> {
  return inTransaction(writable(database), async (tx) => {
    const states: RateLimitState[] = [];
    for (const [kind, subject] of hits) states.push(await hitRateLimit(tx, kind, subject));
    // One state per hit, in their order.
    return states as { [I in keyof Hits]: RateLimitState };
  });
}

/**
 * Gives back one attempt counted by hitRateLimit (a sign-in that turned out right, which the
 * per-IP limit does not count). Atomic, never below 0; a window that ended is left alone.
 */
export async function releaseRateLimit(database: Database, kind: RateLimitKind, subject: string): Promise<void> {
  await writable(database).sql`
    update rate_limits set count = greatest(count - 1, 0)
    where kind = ${kind} and key = ${keyOf(kind, subject)}
      and window_start > now() - make_interval(secs => ${RATE_LIMITS[kind].windowSeconds})`;
}

/** Forgets the window (a successful sign-in clears the account's failures). */
export async function clearRateLimit(database: Database, kind: RateLimitKind, subject: string): Promise<void> {
  await writable(database).sql`delete from rate_limits where kind = ${kind} and key = ${keyOf(kind, subject)}`;
}

/** Whole minutes to wait, at least 1, for "try again in N minutes". */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
