/**
 * The one-click links of an owner reminder (issue 29, server/owners/owner-reminders.server.ts).
 * Opening one (GET) only reads it: mail scanners fetch links. Using it (POST) confirms or
 * changes one fact of one listing without signing in, as an owner edit would: the intake
 * columns, fact_sources (the owner's source, dated today) and an audit entry; then every link
 * of that email for the same listing and fact is used up.
 */
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { factDay } from "@domain/fact-freshness.ts";
import { isReminderAction, parseWaitlistWeeks, type ReminderAction } from "@domain/owner-reminders.ts";
import { withSource, type FactSources } from "@domain/provenance.ts";
import { audit } from "../auth/audit.server.ts";
import { hashToken, isTokenShaped } from "../auth/tokens.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import { editorSource } from "./listing-writes.server.ts";
import type { CallerContext } from "../use-case.ts";

/** Why a link does nothing: used (410), past its 14 days (410), never issued or no longer the owner's (404). */
export type ReminderLinkRefusal = "used" | "expired" | "unknown" | "rate_limited";

/** What a usable link would do: its answer, to which listing, and the waitlist stored now. */
interface ReadyLink {
  action: ReminderAction;
  listingId: number;
  listingName: string;
  waitlistWeeks: number | null;
}

export type ReminderLinkLookup = ({ state: "ready" } & ReadyLink) | { state: ReminderLinkRefusal };

export type ReminderLinkOutcome =
  | ReminderLinkLookup
  /** A waitlist link used without a valid number of weeks: nothing changed, the link still works. */
  | ({ state: "invalid_weeks" } & ReadyLink)
  | { state: "done"; action: ReminderAction; listingId: number; listingName: string; weeks: number | null };

interface TokenRow {
  id: number;
  userId: number;
  day: string;
  listingId: number;
  fact: "intake" | "insurances";
  action: string;
  expired: boolean;
  usedAt: Date | null;
  listingName: string;
  listingUserId: number | null;
  listingStatus: string;
  ownerVerified: boolean;
  acceptingNewClients: boolean | null;
  waitlistWeeks: number | null;
  factSources: FactSources;
}

async function readToken(database: Pick<Database, "sql">, token: string, lock: boolean): Promise<TokenRow | null> {
  const rows = await database.sql<TokenRow[]>`
    select k.id, k.user_id as "userId", k.day::text as day, k.listing_id as "listingId", k.fact, k.action,
      k.expires_at <= now() as expired, k.used_at as "usedAt",
      l.name as "listingName", l.user_id as "listingUserId", l.status as "listingStatus",
      l.owner_verified as "ownerVerified", l.accepting_new_clients as "acceptingNewClients", l.waitlist_weeks as "waitlistWeeks", l.fact_sources as "factSources"
    from owner_reminder_tokens k
    join listings l on l.id = k.listing_id
    where k.token_hash = ${hashToken(token)}
    ${lock ? database.sql`for update of k, l` : database.sql``}`;
  return rows[0] ?? null;
}

/** What a token may still do: refused when used, expired, or the listing is no longer that owner's (or closed). */
function check(row: TokenRow | null): ReminderLinkRefusal | null {
  if (!row || !isReminderAction(row.action)) return "unknown";
  if (row.listingUserId !== row.userId || row.listingStatus === "closed") return "unknown";
  if (row.usedAt) return "used";
  if (row.expired) return "expired";
  return null;
}

async function limited(ctx: Pick<CallerContext, "database" | "auth">): Promise<boolean> {
  return (await hitRateLimit(ctx.database, "reminderLinkIp", ctx.auth.ip ?? "unknown")).blocked;
}

/** The link's page on opening (GET): what it would do, or why it does nothing. Changes nothing. */
export async function lookupReminderLink(
  ctx: Pick<CallerContext, "database" | "auth">,
  input: { token: unknown },
): Promise<ReminderLinkLookup> {
  if (await limited(ctx)) return { state: "rate_limited" };
  if (!isTokenShaped(input.token)) return { state: "unknown" };
  const row = await readToken(ctx.database, input.token, false);
  const refusal = check(row);
  if (refusal || !row) return { state: refusal ?? "unknown" };
  return {
    state: "ready",
    action: row.action as ReminderAction,
    listingId: row.listingId,
    listingName: row.listingName,
    waitlistWeeks: row.waitlistWeeks,
  };
}

/** The intake columns an answer sets (the owner form's rule: a waitlist only when not accepting). */
function intakeOf(action: ReminderAction, weeks: number | null) {
  if (action === "accepting") return { accepting: true, weeks: null };
  if (action === "waitlist") return { accepting: false, weeks };
  if (action === "not_accepting") return { accepting: false, weeks: null };
  return null;
}

/** Uses the link (POST): applies its answer once, atomically; a second use of any link of that email for the fact is refused. */
export async function applyReminderLink(
  ctx: Pick<CallerContext, "database" | "auth">,
  input: { token: unknown; weeks?: unknown },
): Promise<ReminderLinkOutcome> {
  if (await limited(ctx)) return { state: "rate_limited" };
  if (!isTokenShaped(input.token)) return { state: "unknown" };
  const token = input.token;
  return inTransaction(ctx.database, async (tx) => {
    const row = await readToken(tx, token, true);
    const refusal = check(row);
    if (refusal || !row) return { state: refusal ?? "unknown" };
    const action = row.action as ReminderAction;
    const weeks = action === "waitlist" ? parseWaitlistWeeks(input.weeks) : null;
    if (action === "waitlist" && weeks === null) {
      const { listingId, listingName, waitlistWeeks } = row;
      return { state: "invalid_weeks", action, listingId, listingName, waitlistWeeks };
    }
    // The owner answers (check() made sure the listing is still theirs), as an owner edit would.
    const source = editorSource({ userId: row.listingUserId, ownerVerified: row.ownerVerified }, row.userId);
    const factSources = withSource(row.factSources, [row.fact], source, factDay(new Date()));
    const intake = intakeOf(action, weeks);
    const before = { acceptingNewClients: row.acceptingNewClients, waitlistWeeks: row.waitlistWeeks };
    const after = intake ? { acceptingNewClients: intake.accepting, waitlistWeeks: intake.weeks } : before;
    const changed = Object.keys(before).filter(
      (k) => before[k as keyof typeof before] !== after[k as keyof typeof after],
    );
    if (intake) {
      await tx.sql`
        update listings set fact_sources = ${JSON.stringify(factSources)}::jsonb,
          accepting_new_clients = ${intake.accepting}, waitlist_weeks = ${intake.weeks}, updated_at = now()
        where id = ${row.listingId}`;
    } else {
      await tx.sql`
        update listings set fact_sources = ${JSON.stringify(factSources)}::jsonb, updated_at = now()
        where id = ${row.listingId}`;
    }
    await tx.sql`
      update owner_reminder_tokens set used_at = now()
      where user_id = ${row.userId} and day = ${row.day}::date and listing_id = ${row.listingId}
        and fact = ${row.fact} and used_at is null`;
    await audit(tx, {
      userId: row.userId,
      action: "listing_updated",
      ip: ctx.auth.ip,
      ...(changed.length ? { before, after } : {}),
      details: {
        listingId: row.listingId,
        changed: changed.join(","),
        confirmed: row.fact,
        via: "reminder_link",
        answer: action,
      },
    });
    return { state: "done", action, listingId: row.listingId, listingName: row.listingName, weeks };
  });
}
