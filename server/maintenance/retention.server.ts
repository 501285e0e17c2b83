/**
 * Deletes what the privacy policy says we keep no longer ("How long we keep information",
 * app/features/content/data/privacy.*.ts): ended sessions, used or expired email links, past rate-limit
 * windows, the security log after 12 months, contact messages 12 months after they were
 * answered, the development mail outbox after 30 days, visitors' unconfirmed reviews once their
 * link dies, accounts never confirmed after 7 days (their address and username are free again),
 * parents' reports about a listing's facts (30 days after dismissal, else 12 months), search
 * alerts never confirmed (8 days) with their dead links, and alert digests (with what they told)
 * 30 days after they were sent. Server logs go to stdout; their 30 days are the log sink's
 * setting (README, "Operations").
 */
import type { Database } from "@db/client.server.ts";
import { SESSION_IDLE_SECONDS } from "../auth/cookies.server.ts";
import { RATE_LIMITS } from "../rate-limit/rate-limit.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { ALERT_CONFIRM_LINK_DAYS, ALERT_REPEAT_AFTER_DAYS } from "@domain/search-alerts.ts";

/** Security log (audit_log) and answered contact messages: 12 months. */
const SECURITY_LOG_MONTHS = 12;
const CONTACT_MESSAGE_MONTHS = 12;
/** Development outbox (only used without SMTP_URL): 30 days. */
const OUTBOX_DAYS = 30;
/** Used or expired single-use links are kept a day, so a late click still gets a clear "link used" answer. */
const USED_LINK_GRACE_HOURS = 24;
/**
 * Owner reminders sent (server/owners/owner-reminders.server.ts): the (owner, day) record only
 * guards its own day, kept 30 days for support questions.
 */
const OWNER_REMINDER_DAYS = 30;
/**
 * "Did you contact them?" reports: a dismissed one 30 days after its dismissal (kept that long for
 * an owner's or reporter's question); any other after 12 months, long past every fact's lifetime.
 */
const DISMISSED_PARENT_REPORT_DAYS = 30;
const PARENT_REPORT_MONTHS = 12;
/** A registration whose address was never confirmed (verify_email lives 48 hours): 7 days, then no live link. */
const PENDING_ACCOUNT_DAYS = 7;
/** A search alert never confirmed (its link lives ALERT_CONFIRM_LINK_DAYS): its address goes a day after the link dies. */
const UNCONFIRMED_ALERT_DAYS = ALERT_CONFIRM_LINK_DAYS + 1;
const LONGEST_RATE_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowSeconds));
/** Every process shares one database: only one of them purges at a time. */
const PURGE_LOCK = 0x0a_ba_7e_7e;

export interface PurgeCounts {
  sessions: number;
  authTokens: number;
  newsletterTokens: number;
  rateLimits: number;
  auditLog: number;
  contactMessages: number;
  emailOutbox: number;
  reviewConfirmations: number;
  pendingAccounts: number;
  ownerReminderTokens: number;
  ownerReminders: number;
  parentReports: number;
  alertTokens: number;
  unconfirmedAlerts: number;
  alertDigests: number;
}

/** Runs every deletion once; null when another process holds the purge lock. */
export async function purgeExpired(database: Pick<Database, "sql">): Promise<PurgeCounts | null> {
  return inTransaction(database, async ({ sql: tx }) => {
    const [lock] = await tx<{ ok: boolean }[]>`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as ok`;
    if (!lock?.ok) return null;
    return {
      sessions: (
        await tx`
        delete from sessions
        where expires_at < now() or last_seen_at < now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`
      ).count,
      authTokens: (
        await tx`
        delete from auth_tokens
        where coalesce(used_at, expires_at) < now() - make_interval(hours => ${USED_LINK_GRACE_HOURS})`
      ).count,
      // Unsubscribe links never expire (one-click unsubscribe must keep working); confirm links do.
      newsletterTokens: (
        await tx`
        delete from newsletter_tokens
        where purpose = 'confirm'
          and coalesce(used_at, expires_at) < now() - make_interval(hours => ${USED_LINK_GRACE_HOURS})`
      ).count,
      rateLimits: (
        await tx`
        delete from rate_limits where window_start < now() - make_interval(secs => ${LONGEST_RATE_WINDOW_SECONDS})`
      ).count,
      auditLog: (
        await tx`
        delete from audit_log where created_at < now() - make_interval(months => ${SECURITY_LOG_MONTHS})`
      ).count,
      contactMessages: (
        await tx`
        delete from contact_messages where handled_at < now() - make_interval(months => ${CONTACT_MESSAGE_MONTHS})`
      ).count,
      emailOutbox: (
        await tx`
        delete from email_outbox where created_at < now() - make_interval(days => ${OUTBOX_DAYS})`
      ).count,
      // Visitors' reviews that were never confirmed (their email address with them), like other links.
      reviewConfirmations: (
        await tx`
        delete from review_confirmations
        where coalesce(used_at, expires_at) < now() - make_interval(hours => ${USED_LINK_GRACE_HOURS})`
      ).count,
      // Before authTokens' turn would matter: a pending account with a link still unused and alive stays.
      pendingAccounts: (
        await tx`
        delete from users u
        where u.pending_confirmation
          and u.created_at < now() - make_interval(days => ${PENDING_ACCOUNT_DAYS})
          and not exists (
            select 1 from auth_tokens a where a.user_id = u.id and a.used_at is null and a.expires_at > now())`
      ).count,
      // Owner reminder links like other links. One dies 14 days after its reminder, once the fact it
      // was about has expired or been confirmed anew, so the run never takes its absence for "not
      // reminded yet" (the run reminds facts still current only).
      ownerReminderTokens: (
        await tx`
        delete from owner_reminder_tokens
        where coalesce(used_at, expires_at) < now() - make_interval(hours => ${USED_LINK_GRACE_HOURS})`
      ).count,
      ownerReminders: (await tx`delete from owner_reminders where day < current_date - ${OWNER_REMINDER_DAYS}::int`)
        .count,
      parentReports: (
        await tx`
        delete from parent_reports
        where dismissed_at < now() - make_interval(days => ${DISMISSED_PARENT_REPORT_DAYS})
           or created_at < now() - make_interval(months => ${PARENT_REPORT_MONTHS})`
      ).count,
      // Search alerts (server/alerts): confirm and manage links like other links (unsubscribe links
      // never expire); searches never confirmed; the digests of an address that keeps no search,
      // and any sent digest past the repeat window, with its matches (on delete cascade): no rule
      // reads a match older than ALERT_REPEAT_AFTER_DAYS.
      alertTokens: (
        await tx`
        delete from alert_tokens
        where purpose <> 'unsubscribe'
          and coalesce(used_at, expires_at) < now() - make_interval(hours => ${USED_LINK_GRACE_HOURS})`
      ).count,
      unconfirmedAlerts: (
        await tx`
        delete from saved_searches
        where confirmed_at is null and created_at < now() - make_interval(days => ${UNCONFIRMED_ALERT_DAYS})`
      ).count,
      alertDigests: (
        await tx`
        delete from alert_digests d
        where d.sent_at < now() - interval '1 day'
          and (not exists (select 1 from saved_searches s where s.email = d.email)
            or d.day < (now() at time zone 'UTC')::date - ${ALERT_REPEAT_AFTER_DAYS}::int)`
      ).count,
    };
  });
}
