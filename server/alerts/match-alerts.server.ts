/**
 * The alert run (issue 29, ADR 0026), daily and runnable by hand: the changes logged since the
 * last run (listing_intake_events, written by a trigger on listings) are matched with every
 * confirmed, unpaused saved search in ONE statement (the searches' place boxes are GiST-indexed,
 * so each changed listing reads only the searches around it); each saved search hears of a
 * listing at most once in ALERT_REPEAT_AFTER_DAYS (alert_matches), and the same statement puts
 * the new matches in their address's digest of the UTC day (alert_digests, one per address and
 * day; matches left without one, and those of a run that stopped, are put in one by the next
 * run). Each digest's email is queued in the transaction that marks it sent.
 *
 * Safe to repeat at any point: the matches and the cursor commit together, a digest is made once
 * per address and day, and a digest is marked sent together with its email job, so a crash and a
 * retry send nothing twice. A run with nothing to do is one cheap query.
 */
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { factDay, oldestCurrentDay } from "@domain/fact-freshness.ts";
import { ALERT_EVENT_KEEP_DAYS, ALERT_REPEAT_AFTER_DAYS } from "@domain/search-alerts.ts";
import { enqueueEmails } from "../email/outbox.server.ts";
import type { EmailMessage } from "../email/mailer.server.ts";
import {
  alertFiltersMatch,
  alertPlaceCovers,
  listingWeeksToStart,
  searchWindowWeeks,
} from "./alert-match-sql.server.ts";
import { alertDigestMessage, type DigestListing } from "./alert-digest-email.ts";
import { createAlertLinks } from "./alert-tokens.server.ts";

/** Digests handled per transaction: their emails and "sent" marks commit together. */
const DIGESTS_PER_BATCH = 500;

export interface AlertRun {
  /** Ids of the change log read past the cursor (0 when the run stopped at its first query). */
  events: number;
  matches: number;
  /** Digests handled (one per address and day; one whose listings all went away sends nothing). */
  digests: number;
  sent: number;
  /** Milliseconds of each step (the bench and the log). */
  ms?: { match: number; digests: number; send: number };
}

/** Whether there is anything to do: new changes, matches not in a digest, digests not sent. One query. */
async function workWaiting(database: Database) {
  const [row] = await database.sql<{ from: number; to: number; pending: boolean; unsent: boolean }[]>`
    select c.last_event_id::int8 as "from",
      coalesce((select max(id) from listing_intake_events), 0)::int8 as "to",
      exists (select 1 from alert_matches where digest_id is null) as pending,
      exists (select 1 from alert_digests where sent_at is null) as unsent
    from alert_cursor c`;
  return row!;
}

/**
 * Matches the changes (from, to] with the saved searches, records them, moves the cursor: one
 * transaction. A listing alerts a search when it is published and matches the place and every
 * filter, and either it is new or its current weeks to start are within the search's window
 * (0, "accepting", for a search without one). How many matches it recorded.
 */
async function matchChanges(database: Database, range: { from: number; to: number }, today: string): Promise<number> {
  const { sql } = database;
  const weeks = listingWeeksToStart(sql, oldestCurrentDay("intake", today));
  const window = searchWindowWeeks(sql);
  return inTransaction(database, async (tx) => {
    const [cursor] = await tx.sql<{ from: number }[]>`
      select last_event_id::int8 as "from" from alert_cursor for update`;
    // Another run moved the cursor meanwhile: it matched these changes.
    if (Number(cursor!.from) !== range.from) return 0;
    // The new matches (not told before) are gathered first, in a table of this transaction.
    await tx.sql`
      create temporary table alert_hits on commit drop as
      with changed as (
        select listing_id, bool_or(kind = 'new_listing') as is_new
        from listing_intake_events where id > ${range.from} and id <= ${range.to}
        group by listing_id
      ), pairs as (
        select s.id as saved_search_id, s.email, s.locale, l.id as listing_id, c.is_new,
          ${weeks} as weeks, ${window} as window_weeks
        from changed c
        join listings l on l.id = c.listing_id and l.status = 'active'
        join saved_searches s on s.confirmed_at is not null and not s.paused
          and ${alertPlaceCovers(sql)} and ${alertFiltersMatch(sql)}
      )
      select p.saved_search_id, p.email, p.locale, p.listing_id,
        case when p.is_new then 'new_listing' when p.weeks = 0 then 'accepting' else 'waitlist' end as reason,
        case when not p.is_new and p.weeks > 0 then p.weeks end as weeks
      from pairs p
      where (p.window_weeks is null or p.weeks <= p.window_weeks) and (p.is_new or p.weeks <= coalesce(p.window_weeks, 0))
        and not exists (
          select 1 from alert_matches m where m.saved_search_id = p.saved_search_id and m.listing_id = p.listing_id
            and m.created_at > now() - make_interval(days => ${ALERT_REPEAT_AFTER_DAYS}))`;
    await tx.sql`analyze alert_hits`;
    // Each address gets its digest of today (unless it has one), and the matches go straight into
    // it; an address whose digest of today was sent already keeps them for the next day.
    await tx.sql`
      insert into alert_digests (email, day, locale)
      select email, ${today}::date, (array_agg(locale order by saved_search_id desc))[1] from alert_hits group by email
      on conflict (email, day) do nothing`;
    const inserted = await tx.sql`
      insert into alert_matches (saved_search_id, listing_id, reason, weeks, digest_id)
      select h.saved_search_id, h.listing_id, h.reason, h.weeks, d.id
      from alert_hits h
      left join alert_digests d on d.email = h.email and d.day = ${today}::date and d.sent_at is null
      on conflict (saved_search_id, listing_id) do update
        set reason = excluded.reason, weeks = excluded.weeks, digest_id = excluded.digest_id, created_at = now()
        where alert_matches.created_at <= now() - make_interval(days => ${ALERT_REPEAT_AFTER_DAYS})`;
    await tx.sql`update alert_cursor set last_event_id = ${range.to}, ran_at = now()`;
    await tx.sql`
      delete from listing_intake_events
      where id <= ${range.to} and created_at < now() - make_interval(days => ${ALERT_EVENT_KEEP_DAYS})`;
    return inserted.count;
  });
}

/**
 * One digest per address and `today` for the matches not in one yet (confirmed, unpaused
 * searches); an address that had today's digest already keeps its new matches for the next day.
 */
async function makeDigests(database: Database, today: string): Promise<number> {
  const rows = await database.sql`
    with pending as (
      select s.email, (array_agg(s.locale order by s.id desc))[1] as locale
      from alert_matches m join saved_searches s on s.id = m.saved_search_id
      where m.digest_id is null and s.confirmed_at is not null and not s.paused
      group by s.email
    ), made as (
      insert into alert_digests (email, day, locale)
      select email, ${today}::date, locale from pending
      on conflict (email, day) do nothing
      returning id, email
    )
    update alert_matches m set digest_id = made.id
    from saved_searches s, made
    where m.saved_search_id = s.id and s.email = made.email and m.digest_id is null
      and s.confirmed_at is not null and not s.paused
    returning m.digest_id`;
  return new Set(rows.map((r) => r.digest_id as number)).size;
}

interface DigestRow {
  id: number;
  email: string;
  locale: "en" | "es";
}

/** Sends the unsent digests, a batch per transaction: the links, the email jobs and the "sent" marks together. */
async function sendDigests(database: Database, siteUrl: string): Promise<{ digests: number; sent: number }> {
  let sent = 0;
  let digested = 0;
  for (;;) {
    const count = await inTransaction(database, async (tx) => {
      const digests = await tx.sql<DigestRow[]>`
        select id, email, locale from alert_digests where sent_at is null
        order by id limit ${DIGESTS_PER_BATCH} for update skip locked`;
      if (digests.length === 0) return null;
      const ids = digests.map((d) => d.id);
      const listings = await tx.sql<(DigestListing & { digestId: number })[]>`
        select distinct on (m.digest_id, l.id) m.digest_id as "digestId", l.id, l.name, l.city, l.state,
          m.reason, m.weeks
        from alert_matches m join listings l on l.id = m.listing_id
        where m.digest_id = any(${tx.sql.array(ids)}::int[]) and l.status = 'active'
        order by m.digest_id, l.id, case m.reason when 'new_listing' then 0 when 'accepting' then 1 else 2 end`;
      const links = await createAlertLinks(
        tx,
        digests.map((d) => d.email),
        siteUrl,
      );
      const messages: EmailMessage[] = [];
      for (const digest of digests) {
        const mine = listings.filter((l) => l.digestId === digest.id);
        // Every listing went away since it matched: nothing to tell.
        if (mine.length === 0) continue;
        messages.push(alertDigestMessage(digest, mine, links.get(digest.email)!, siteUrl));
      }
      await enqueueEmails(tx, messages);
      await tx.sql`update alert_digests set sent_at = now() where id = any(${tx.sql.array(ids)}::int[])`;
      return { digests: digests.length, sent: messages.length };
    });
    // None left, or the rest are being sent by another run.
    if (count === null) break;
    sent += count.sent;
    digested += count.digests;
  }
  return { digests: digested, sent };
}

/** One alert run. `now` sets the day (tests). */
export async function runAlerts(
  database: Database,
  { siteUrl, now = new Date() }: { siteUrl: string; now?: Date },
): Promise<AlertRun> {
  const today = factDay(now);
  const waiting = await workWaiting(database);
  const from = Number(waiting.from);
  const to = Number(waiting.to);
  if (to <= from && !waiting.pending && !waiting.unsent) return { events: 0, matches: 0, digests: 0, sent: 0 };
  let t0 = performance.now();
  const matches = to > from ? await matchChanges(database, { from, to }, today) : 0;
  const match = performance.now() - t0;
  t0 = performance.now();
  await makeDigests(database, today);
  const digested = performance.now() - t0;
  t0 = performance.now();
  const { digests, sent } = await sendDigests(database, siteUrl);
  const ms = { match: Math.round(match), digests: Math.round(digested), send: Math.round(performance.now() - t0) };
  return { events: Math.max(0, to - from), matches, digests, sent, ms };
}
