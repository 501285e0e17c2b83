/** The privacy policy's retention periods are enforced: old rows go, current ones stay. */
import { beforeAll, describe, expect, it } from "vitest";
import { purgeExpired } from "../../server/maintenance/retention.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { makeUser } from "./auth-support.ts";
import { enqueueJob } from "../../server/jobs/enqueue.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { testServices } from "../support/services.ts";

let t: TestDatabase;
let userId: number;
let userName: string;

beforeAll(async () => {
  t = await createTestDatabase();
  userName = "retention-user";
  userId = (await makeUser(t, { username: userName })).id;
  const { sql } = t;
  // Registrations never confirmed: gone after 7 days unless a link sent since is still alive.
  const pending = await sql<{ id: number; username: string }[]>`
    insert into users (username, email, password, role, pending_confirmation, created_at) values
      ('pending-old', 'p1@example.com', 'x', 'listing_contributor', true, now() - interval '8 days'),
      ('pending-old-live-link', 'p2@example.com', 'x', 'listing_contributor', true, now() - interval '8 days'),
      ('pending-fresh', 'p3@example.com', 'x', 'listing_contributor', true, now() - interval '2 days')
    returning id, username`;
  const liveLinkUser = pending.find((p) => p.username === "pending-old-live-link")!.id;
  await sql`
    insert into auth_tokens (token_hash, user_id, purpose, email, expires_at) values
      ('a-pending-live', ${liveLinkUser}, 'reset_password', 'p2@example.com', now() + interval '1 hour')`;
  await sql`
    insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at) values
      ('s-current', ${userId}, now() - interval '2 days', now() - interval '1 hour', now() + interval '80 days'),
      ('s-idle', ${userId}, now() - interval '40 days', now() - interval '31 days', now() + interval '50 days'),
      ('s-ended', ${userId}, now() - interval '91 days', now() - interval '1 day', now() - interval '1 day')`;
  await sql`
    insert into auth_tokens (token_hash, user_id, purpose, email, expires_at, used_at) values
      ('a-live', ${userId}, 'reset_password', 'x@example.com', now() + interval '1 hour', null),
      ('a-just-used', ${userId}, 'reset_password', 'x@example.com', now() + interval '1 hour', now() - interval '1 hour'),
      ('a-old-used', ${userId}, 'verify_email', 'x@example.com', now() + interval '1 day', now() - interval '2 days'),
      ('a-expired', ${userId}, 'verify_email', 'x@example.com', now() - interval '3 days', null)`;
  await sql`
    insert into newsletter_tokens (token_hash, purpose, email, locale, expires_at, used_at, created_at) values
      ('n-confirm-old', 'confirm', 'n@example.com', 'en', now() - interval '3 days', null, now() - interval '5 days'),
      ('n-confirm-live', 'confirm', 'n@example.com', 'en', now() + interval '1 day', null, now()),
      ('n-unsubscribe-old', 'unsubscribe', 'n@example.com', 'en', null, null, now() - interval '3 years')`;
  await sql`
    insert into rate_limits (kind, key, window_start, count) values
      ('signInIp', 'k-old', now() - interval '3 hours', 5),
      ('signInIp', 'k-now', now() - interval '5 minutes', 2)`;
  await sql`
    insert into audit_log (user_id, action, created_at) values
      (${userId}, 'sign_in', now() - interval '13 months'),
      (${userId}, 'sign_in', now() - interval '11 months')`;
  await sql`
    insert into contact_messages (name, email, topic, message, locale, created_at, handled_at) values
      ('Old answered', 'c@example.com', 'general', 'A message long enough.', 'en', now() - interval '14 months', now() - interval '13 months'),
      ('Recent answered', 'c@example.com', 'general', 'A message long enough.', 'en', now() - interval '2 months', now() - interval '1 month'),
      ('Old unanswered', 'c@example.com', 'general', 'A message long enough.', 'en', now() - interval '14 months', null)`;
  await sql`
    insert into email_outbox ("to", subject, text, html, created_at) values
      ('o@example.com', 'Old', 'x', 'x', now() - interval '31 days'),
      ('o@example.com', 'New', 'x', 'x', now() - interval '1 day')`;
  const [listing] = await sql<{ id: number }[]>`
    insert into listings (name, city, state, email) values ('Retention ABA', 'Austin', 'TX', 'r@example.com') returning id`;
  await sql`
    insert into review_confirmations (token_hash, listing_id, email, name, rating, comment, locale, expires_at) values
      ('rc-dead', ${listing!.id}, 'v@example.com', 'V', 5, 'A comment long enough to pass.', 'en', now() - interval '2 days'),
      ('rc-live', ${listing!.id}, 'v@example.com', 'V', 5, 'A comment long enough to pass.', 'en', now() + interval '6 days')`;
  await sql`
    insert into owner_reminder_tokens (token_hash, user_id, day, listing_id, fact, action, expires_at, used_at) values
      ('or-live', ${userId}, current_date, ${listing!.id}, 'intake', 'accepting', now() + interval '14 days', null),
      ('or-just-used', ${userId}, current_date, ${listing!.id}, 'intake', 'waitlist', now() + interval '14 days', now() - interval '1 hour'),
      ('or-old-used', ${userId}, current_date - 5, ${listing!.id}, 'intake', 'not_accepting', now() + interval '9 days', now() - interval '2 days'),
      ('or-expired', ${userId}, current_date - 16, ${listing!.id}, 'insurances', 'insurers_unchanged', now() - interval '2 days', null)`;
  await sql`
    insert into owner_reminders (user_id, day, listing_ids) values
      (${userId}, current_date, array[${listing!.id}]::int[]),
      (${userId}, current_date - 31, array[${listing!.id}]::int[])`;
  await sql`
    insert into parent_reports (listing_id, kind, reporter_hash, dismissed_at, created_at) values
      (${listing!.id}, 'not_accepting', 'open-recent', null, now() - interval '2 days'),
      (${listing!.id}, 'not_accepting', 'open-old', null, now() - interval '13 months'),
      (${listing!.id}, 'phone_broken', 'dismissed-recently', now() - interval '29 days', now() - interval '40 days'),
      (${listing!.id}, 'phone_broken', 'dismissed-long-ago', now() - interval '31 days', now() - interval '40 days')`;
});

// Search alerts: an unconfirmed search past its link's life, dead confirm and manage links, and
// the digests of an address that keeps no search go, and any sent digest past the 30-day repeat
// window with what it told; unsubscribe links and the rest stay.
beforeAll(async () => {
  const { sql } = t;
  await sql`
    insert into saved_searches (email, confirmed_at, place_label, latitude, longitude, radius_miles, query, created_at) values
      ('alert-old@example.com', null, '78701', 30.27, -97.74, 25, 'query=78701', now() - interval '9 days'),
      ('alert-fresh@example.com', null, '78701', 30.27, -97.74, 25, 'query=78701', now() - interval '2 days'),
      ('alert-kept@example.com', now() - interval '60 days', '78701', 30.27, -97.74, 25, 'query=78701', now() - interval '60 days')`;
  await sql`
    insert into alert_tokens (token_hash, purpose, email, expires_at, used_at) values
      ('at-confirm-used', 'confirm', 'x@example.com', now() + interval '1 day', now() - interval '2 days'),
      ('at-manage-dead', 'manage', 'x@example.com', now() - interval '2 days', null),
      ('at-manage-live', 'manage', 'x@example.com', now() + interval '2 days', null),
      ('at-unsubscribe', 'unsubscribe', 'x@example.com', null, now() - interval '90 days')`;
  await sql`
    insert into alert_digests (email, day, locale, sent_at) values
      ('gone@example.com', current_date - 3, 'en', now() - interval '3 days'),
      ('alert-kept@example.com', current_date - 3, 'en', now() - interval '3 days'),
      ('alert-kept@example.com', current_date - 31, 'en', now() - interval '31 days')`;
  // What each digest told (gone with it): one listing each; the 31-day-old one is past the repeat window.
  await sql`
    insert into listings (name, city, state, email)
    values ('Told 3 days ago', 'Austin', 'TX', 't@example.com'), ('Told 31 days ago', 'Austin', 'TX', 't@example.com')`;
  await sql`
    insert into alert_matches (saved_search_id, listing_id, reason, digest_id, created_at)
    select s.id, l.id, 'accepting', d.id, d.sent_at
    from alert_digests d join saved_searches s on s.email = d.email
    join listings l on l.name = 'Told ' || (current_date - d.day) || ' days ago'
    where d.email = 'alert-kept@example.com'`;
});

describe("purgeExpired", () => {
  it("deletes exactly what the privacy policy no longer keeps", async () => {
    const counts = await purgeExpired(t);
    expect(counts).toEqual({
      sessions: 2,
      authTokens: 2,
      newsletterTokens: 1,
      rateLimits: 1,
      auditLog: 1,
      contactMessages: 1,
      emailOutbox: 1,
      reviewConfirmations: 1,
      pendingAccounts: 1,
      ownerReminderTokens: 2,
      ownerReminders: 1,
      parentReports: 2,
      alertTokens: 2,
      unconfirmedAlerts: 1,
      alertDigests: 2,
    });
    expect((await t.sql`select email from saved_searches order by 1`).map((r) => r.email)).toEqual([
      "alert-fresh@example.com",
      "alert-kept@example.com",
    ]);
    expect((await t.sql`select token_hash from alert_tokens order by 1`).map((r) => r.token_hash)).toEqual([
      "at-manage-live",
      "at-unsubscribe",
    ]);
    expect((await t.sql`select email, day::text from alert_digests`).map((r) => `${r.email} ${r.day}`)).toEqual([
      `alert-kept@example.com ${(await t.sql`select (current_date - 3)::text as d`)[0]!.d}`,
    ]);
    expect(
      (await t.sql`select l.name from alert_matches m join listings l on l.id = m.listing_id`).map((r) => r.name),
    ).toEqual(["Told 3 days ago"]);
    const { sql } = t;
    expect((await sql`select token_hash from sessions order by 1`).map((r) => r.token_hash)).toEqual(["s-current"]);
    expect((await sql`select token_hash from auth_tokens order by 1`).map((r) => r.token_hash)).toEqual([
      "a-just-used",
      "a-live",
      "a-pending-live",
    ]);
    expect((await sql`select token_hash from newsletter_tokens order by 1`).map((r) => r.token_hash)).toEqual([
      "n-confirm-live",
      "n-unsubscribe-old",
    ]);
    expect((await sql`select key from rate_limits`).map((r) => r.key)).toEqual(["k-now"]);
    expect((await sql`select count(*)::int as n from audit_log`)[0]!.n).toBe(1);
    expect((await sql`select name from contact_messages order by 1`).map((r) => r.name)).toEqual([
      "Old unanswered",
      "Recent answered",
    ]);
    expect((await sql`select subject from email_outbox`).map((r) => r.subject)).toEqual(["New"]);
    expect((await sql`select token_hash from owner_reminder_tokens order by 1`).map((r) => r.token_hash)).toEqual([
      "or-just-used",
      "or-live",
    ]);
    expect((await sql`select day::text from owner_reminders`).map((r) => r.day)).toHaveLength(1);
    expect((await sql`select reporter_hash from parent_reports order by 1`).map((r) => r.reporter_hash)).toEqual([
      "dismissed-recently",
      "open-recent",
    ]);
    expect((await sql`select username from users order by 1`).map((r) => r.username)).toEqual(
      [userName, "pending-fresh", "pending-old-live-link"].sort(),
    );
  });

  it("deletes nothing more on a second run, and lets only one process purge at a time", async () => {
    expect(Object.values((await purgeExpired(t))!).every((n) => n === 0)).toBe(true);
    const held = t.sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(${0x0a_ba_7e_7e})`;
      return purgeExpired(t);
    });
    expect(await held).toBeNull();
  });

  it("runs as the periodic queue job, as every app process schedules it", async () => {
    await t.sql`
      insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at) values
        ('s-ended-later', ${userId}, now() - interval '91 days', now() - interval '1 day', now() - interval '1 hour')`;
    await enqueueJob(t, "retention_purge", {});
    await runQueuedJobs(testServices(t));
    expect(await t.sql`select 1 from sessions where token_hash = 's-ended-later'`).toHaveLength(0);
    expect(await t.sql`select 1 from sessions where token_hash = 's-current'`).toHaveLength(1);
  });
});
