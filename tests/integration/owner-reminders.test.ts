/**
 * Owner reminders (issue 29): the daily run emails each owner once, grouping every listing whose
 * intake or insurers expire within a week, in the owner's language; a rerun the same day (or
 * after a crash) sends nothing more; each email's one-click links change only their own listing
 * and fact, once, until they expire; GET changes nothing; used, expired and unknown links answer
 * a clear page (410/404), never a 500; the waitlist form validates its number and keeps it.
 */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import * as listingUpdate from "../../app/features/owners/routes/listing-update.tsx";
import { addDays, factDay, FACT_LIFETIME_DAYS } from "../../domain/fact-freshness.ts";
import { REMINDER_DAYS_BEFORE } from "../../domain/owner-reminders.ts";
import type { AppServices } from "../../server/context.ts";
import { createApp } from "../../server/http/app.server.ts";
import { myListings } from "../../server/owners/my-listings.server.ts";
import { sendOwnerReminders } from "../../server/owners/owner-reminders.server.ts";
import { applyReminderLink } from "../../server/owners/reminder-link.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { makeUser, ORIGIN } from "./auth-support.ts";
import { callerCtx } from "./owners-support.ts";
import { patternRouter } from "./route-modules.ts";

let t: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createApp>;
const today = factDay(new Date());
/** Confirmed so that the fact's last current day is `inDays` days from today. */
const expiringIn = (fact: "intake" | "insurances", inDays: number) =>
  addDays(today, inDays - FACT_LIFETIME_DAYS[fact])!;

async function addListing(options: {
  userId: number | null;
  name: string;
  intake?: string;
  insurances?: string;
  status?: string;
  demo?: boolean;
  verified?: boolean;
}): Promise<number> {
  const sources = {
    ...(options.intake ? { intake: { source: "owner", confirmedOn: options.intake } } : {}),
    ...(options.insurances ? { insurances: { source: "owner", confirmedOn: options.insurances } } : {}),
  };
  const [row] = await t.sql<{ id: number }[]>`
    insert into listings (name, city, state, email, user_id, status, demo, owner_verified,
      accepting_new_clients, waitlist_weeks, fact_sources)
    values (${options.name}, 'Austin', 'TX', 'clinic@example.com', ${options.userId}, ${options.status ?? "active"},
      ${options.demo ?? false}, ${options.verified ?? true}, false, 3, ${JSON.stringify(sources)}::jsonb)
    returning id`;
  return row!.id;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const outbox = async (): Promise<OutboxMail[]> =>
  t.sql<OutboxMail[]>`select "to", subject, text, html from email_outbox order by id`;

/** The links of an email, by listing name and answer label: "Name|Still accepting new clients" → token. */
function linksOf(mail: OutboxMail): Map<string, string> {
  const links = new Map<string, string>();
  let listing = "";
  for (const line of mail.text.split("\n")) {
    const link = /^ {2}- (.+): \S+\/listing-update\?token=([\w-]{43})$/.exec(line);
    if (link) links.set(`${listing}|${link[1]}`, link[2]!);
    else if (/^\S.* \(Austin, TX\)$/.test(line)) listing = line.replace(" (Austin, TX)", "");
  }
  return links;
}

async function run(now = new Date()) {
  const sent = await sendOwnerReminders(services.database, { siteUrl: ORIGIN, includeDemo: false, now });
  await runQueuedJobs(services);
  return sent;
}

const listingRow = async (id: number) =>
  (
    await t.sql<
      {
        accepting: boolean | null;
        weeks: number | null;
        sources: Record<string, { source: string; confirmedOn: string }>;
      }[]
    >`
      select accepting_new_clients as accepting, waitlist_weeks as weeks, fact_sources as sources
      from listings where id = ${id}`
  )[0]!;

function get(path: string) {
  return app.request(`${ORIGIN}${path}`);
}

function post(path: string, fields: Record<string, string>) {
  return app.request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  app = createApp(services, { handlePage: patternRouter([["/listing-update", listingUpdate]]) });
});

afterEach(async () => {
  await t.sql.unsafe("drop trigger if exists refuse_jobs on graphile_worker._private_jobs");
});

describe("the daily reminder run", () => {
  let ana: { id: number; email: string };
  let beto: { id: number; email: string };
  const ids = { a: 0, b: 0, c: 0, later: 0, expired: 0, demo: 0, closed: 0, unowned: 0 };

  beforeAll(async () => {
    ana = await makeUser(t, { preferredLanguage: "en" });
    beto = await makeUser(t, { preferredLanguage: "es" });
    ids.a = await addListing({ userId: ana.id, name: "Alpha ABA", intake: expiringIn("intake", 3) });
    ids.b = await addListing({
      userId: ana.id,
      name: "Bravo ABA",
      insurances: expiringIn("insurances", REMINDER_DAYS_BEFORE),
    });
    ids.c = await addListing({ userId: beto.id, name: "Centro ABA", intake: expiringIn("intake", 0) });
    // Not due: expiring after the week, already expired, a demo listing, a closed one, one without an owner.
    ids.later = await addListing({
      userId: ana.id,
      name: "Later ABA",
      intake: expiringIn("intake", REMINDER_DAYS_BEFORE + 1),
    });
    ids.expired = await addListing({ userId: ana.id, name: "Expired ABA", intake: expiringIn("intake", -1) });
    ids.demo = await addListing({ userId: ana.id, name: "Demo ABA", intake: expiringIn("intake", 2), demo: true });
    ids.closed = await addListing({
      userId: ana.id,
      name: "Closed ABA",
      intake: expiringIn("intake", 2),
      status: "closed",
    });
    ids.unowned = await addListing({ userId: null, name: "Nobody ABA", intake: expiringIn("intake", 2) });
  });

  it("a crash before the email is queued records nothing, so the next run still sends", async () => {
    await t.sql.unsafe(`
      create or replace function refuse_jobs() returns trigger language plpgsql as $$
      begin raise exception 'queue down'; end $$;
      create trigger refuse_jobs before insert on graphile_worker._private_jobs
        for each row execute function refuse_jobs();`);
    await expect(run()).rejects.toThrow();
    expect(await t.sql`select 1 from owner_reminders`).toHaveLength(0);
    expect(await t.sql`select 1 from owner_reminder_tokens`).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("sends one email per owner, grouping their due listings, in the owner's language", async () => {
    expect(await run()).toBe(2);
    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual([ana.email, beto.email].sort());
    const toAna = mails.find((m) => m.to === ana.email)!;
    expect(toAna.subject).toBe("Please confirm your listings on ABA Atlas");
    expect(toAna.text).toContain("Alpha ABA (Austin, TX)");
    expect(toAna.text).toContain("Bravo ABA (Austin, TX)");
    for (const name of ["Later ABA", "Expired ABA", "Demo ABA", "Closed ABA", "Nobody ABA"]) {
      expect(toAna.text).not.toContain(name);
    }
    expect([...linksOf(toAna).keys()].sort()).toEqual([
      "Alpha ABA|Not accepting right now",
      "Alpha ABA|Still accepting new clients",
      "Alpha ABA|Waitlist is now about N weeks",
      "Bravo ABA|Insurers unchanged",
    ]);
    const toBeto = mails.find((m) => m.to === beto.email)!;
    expect(toBeto.subject).toBe("Confirme sus anuncios en ABA Atlas");
    expect([...linksOf(toBeto).keys()]).toContain("Centro ABA|Sigue aceptando clientes nuevos");
    // Links are stored hashed only.
    const token = linksOf(toAna).get("Alpha ABA|Still accepting new clients")!;
    expect(await t.sql`select 1 from owner_reminder_tokens where token_hash = ${token}`).toHaveLength(0);
  });

  it("a rerun the same day (a retry, a made-up slot, a second process) sends nothing more", async () => {
    expect(await run()).toBe(0);
    expect(await run(new Date(Date.parse(`${today}T23:59:00Z`)))).toBe(0);
    expect(await outbox()).toHaveLength(2);
    expect(await t.sql`select 1 from owner_reminders`).toHaveLength(2);
  });

  it("two runs at once (two app processes) still send one email per owner", async () => {
    const erin = await makeUser(t);
    for (const name of ["Kilo ABA", "Lima ABA"]) {
      await addListing({ userId: erin.id, name, intake: expiringIn("intake", 4) });
    }
    // Both runs read the owners due before either writes: writes wait until this lock goes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const lock = t.sql.begin(async (tx) => {
      await tx`lock table owner_reminders, owner_reminder_tokens in exclusive mode`;
      locked();
      await held;
    });
    await isLocked;
    const runs = Promise.all([
      sendOwnerReminders(services.database, { siteUrl: ORIGIN, includeDemo: false }),
      sendOwnerReminders(services.database, { siteUrl: ORIGIN, includeDemo: false }),
    ]);
    await waitFor(async () => {
      const [row] = await t.sql<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`;
      return row!.n === 2;
    });
    release();
    await lock;
    const both = await runs;
    await runQueuedJobs(services);
    expect(both[0] + both[1]).toBe(1);
    const toErin = (await outbox()).filter((m) => m.to === erin.email);
    expect(toErin).toHaveLength(1);
    expect(toErin[0]!.text).toContain("Kilo ABA");
    expect(toErin[0]!.text).toContain("Lima ABA");
    await t.sql`delete from email_outbox where "to" = ${erin.email}`;
  });

  it("the next day reminds what became due, never the same confirmation again", async () => {
    const tomorrow = new Date(Date.parse(`${addDays(today, 1)}T12:00:00Z`));
    const carla = await makeUser(t);
    await addListing({ userId: carla.id, name: "Delta ABA", intake: expiringIn("intake", 2) });
    expect(await run(tomorrow)).toBe(2);
    const mails = (await outbox()).slice(2);
    expect(mails.map((m) => m.to).sort()).toEqual([ana.email, carla.email].sort());
    // Ana: only "Later ABA", whose week started tomorrow; Alpha and Bravo were reminded already.
    const toAna = mails.find((m) => m.to === ana.email)!;
    expect(toAna.text).toContain("Later ABA (Austin, TX)");
    expect(toAna.text).not.toContain("Alpha ABA");
    expect(toAna.text).not.toContain("Bravo ABA");
  });
});

describe("My Listings", () => {
  it("shows which facts of each listing are about to expire or expired, with their dates", async () => {
    const dana = await makeUser(t);
    const soon = await addListing({
      userId: dana.id,
      name: "Soon ABA",
      intake: expiringIn("intake", 2),
      insurances: expiringIn("insurances", 40),
    });
    const past = await addListing({ userId: dana.id, name: "Past ABA", intake: expiringIn("intake", -3) });
    const owned = await myListings({ database: services.database }, { userId: dana.id });
    const notices = Object.fromEntries(owned.map((l) => [l.id, l.factNotices]));
    expect(notices[soon]).toEqual([{ fact: "intake", state: "expiring", date: addDays(today, 2) }]);
    expect(notices[past]).toEqual([{ fact: "intake", state: "expired", date: addDays(today, -2) }]);
  });
});

describe("a reminder's links", () => {
  let owner: { id: number };
  let other: { id: number };
  let links: Map<string, string>;
  let otherLinks: Map<string, string>;
  const ids = { a: 0, b: 0, o: 0 };

  beforeAll(async () => {
    await t.sql`delete from email_outbox`;
    owner = await makeUser(t);
    other = await makeUser(t);
    ids.a = await addListing({
      userId: owner.id,
      name: "Echo ABA",
      intake: expiringIn("intake", 1),
      insurances: expiringIn("insurances", 1),
    });
    ids.b = await addListing({
      userId: owner.id,
      name: "Foxtrot ABA",
      intake: expiringIn("intake", 1),
      verified: false,
    });
    ids.o = await addListing({ userId: other.id, name: "Golf ABA", intake: expiringIn("intake", 1) });
    await run();
    const mails = await outbox();
    links = linksOf(mails.find((m) => m.text.includes("Echo ABA"))!);
    otherLinks = linksOf(mails.find((m) => m.text.includes("Golf ABA"))!);
  });

  it("GET shows one button and changes nothing (mail scanners fetch links)", async () => {
    const token = links.get("Echo ABA|Still accepting new clients")!;
    const before = await listingRow(ids.a);
    const page = await get(`/listing-update?token=${token}`);
    expect(page.status).toBe(200);
    const body = (await page.json()) as { data: { view: { state: string; listingName: string } } };
    expect(body.data.view).toMatchObject({ state: "ready", listingName: "Echo ABA", action: "accepting" });
    expect(await listingRow(ids.a)).toEqual(before);
    expect(await t.sql`select 1 from owner_reminder_tokens where used_at is not null`).toHaveLength(0);
  });

  it("POST applies the answer to its own listing and fact only, dated today, and audits it", async () => {
    const otherBefore = await listingRow(ids.b);
    const done = await post("/listing-update", { token: links.get("Echo ABA|Still accepting new clients")! });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { data: { view: unknown } }).data.view).toMatchObject({
      state: "done",
      listingId: ids.a,
    });
    const row = await listingRow(ids.a);
    expect(row).toMatchObject({ accepting: true, weeks: null });
    expect(row.sources.intake).toEqual({ source: "owner", confirmedOn: today });
    // The insurers were not confirmed by an intake answer.
    expect(row.sources.insurances!.confirmedOn).toBe(expiringIn("insurances", 1));
    expect(await listingRow(ids.b)).toEqual(otherBefore);
    const [entry] = await t.sql<{ userId: number; details: string; before: unknown; after: unknown }[]>`
      select user_id as "userId", details, before, after from audit_log
      where action = 'listing_updated' and object_id = ${String(ids.a)}`;
    expect(entry!.userId).toBe(owner.id);
    expect(JSON.parse(entry!.details)).toMatchObject({ listingId: ids.a, via: "reminder_link", confirmed: "intake" });
    expect(entry!.after).toEqual({ acceptingNewClients: true, waitlistWeeks: null });
  });

  it("uses up every link of that email for the same listing and fact, not the others", async () => {
    for (const label of ["Still accepting new clients", "Not accepting right now", "Waitlist is now about N weeks"]) {
      const again = await post("/listing-update", { token: links.get(`Echo ABA|${label}`)!, weeks: "4" });
      expect(again.status).toBe(410);
      expect(((await again.json()) as { data: { view: unknown } }).data.view).toMatchObject({ state: "used" });
    }
    expect((await get(`/listing-update?token=${links.get("Echo ABA|Not accepting right now")!}`)).status).toBe(410);
    expect((await listingRow(ids.a)).accepting).toBe(true);
    // The insurers link of the same listing still works.
    const insurers = await post("/listing-update", { token: links.get("Echo ABA|Insurers unchanged")! });
    expect(insurers.status).toBe(200);
    const row = await listingRow(ids.a);
    expect(row.sources.insurances).toEqual({ source: "owner", confirmedOn: today });
    expect(row.accepting).toBe(true);
  });

  it("an unverified owner's answer is recorded as theirs, below the registry", async () => {
    const done = await post("/listing-update", { token: links.get("Foxtrot ABA|Not accepting right now")! });
    expect(done.status).toBe(200);
    const row = await listingRow(ids.b);
    expect(row).toMatchObject({ accepting: false, weeks: null });
    expect(row.sources.intake).toEqual({ source: "unverified_owner", confirmedOn: today });
  });

  it("a link of another owner's listing changes that listing only, and not once it is no longer theirs", async () => {
    const mine = await listingRow(ids.a);
    await t.sql`update listings set user_id = ${owner.id} where id = ${ids.o}`;
    const gone = await post("/listing-update", { token: otherLinks.get("Golf ABA|Not accepting right now")! });
    expect(gone.status).toBe(404);
    expect((await listingRow(ids.o)).weeks).toBe(3);
    await t.sql`update listings set user_id = ${other.id} where id = ${ids.o}`;
    const ok = await post("/listing-update", { token: otherLinks.get("Golf ABA|Not accepting right now")! });
    expect(ok.status).toBe(200);
    expect(await listingRow(ids.a)).toEqual(mine);
  });

  it("an expired link is refused (410) and an unknown or malformed one is 404, never a 500", async () => {
    const token = otherLinks.get("Golf ABA|Still accepting new clients")!;
    await t.sql`update owner_reminder_tokens set used_at = null, expires_at = now() - interval '1 second'
      where listing_id = ${ids.o} and action = 'accepting'`;
    expect((await get(`/listing-update?token=${token}`)).status).toBe(410);
    const expired = await post("/listing-update", { token });
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { data: { view: unknown } }).data.view).toMatchObject({ state: "expired" });
    const unknown = "A".repeat(43);
    for (const path of [`/listing-update?token=${unknown}`, "/listing-update?token=short", "/listing-update"]) {
      expect((await get(path)).status).toBe(404);
    }
    const posted: Record<string, string>[] = [
      { token: unknown },
      { token: "x" },
      {},
      { token: token + "x", weeks: "9" },
    ];
    for (const fields of posted) {
      expect((await post("/listing-update", fields)).status).toBe(404);
    }
  });

  it("the waitlist form refuses a bad number with a clear error, keeps what was typed, and the link still works", async () => {
    const second = await makeUser(t);
    const id = await addListing({ userId: second.id, name: "Hotel ABA", intake: expiringIn("intake", 1) });
    await t.sql`delete from email_outbox`;
    await run();
    const token = linksOf((await outbox()).find((m) => m.text.includes("Hotel ABA"))!).get(
      "Hotel ABA|Waitlist is now about N weeks",
    )!;
    for (const typed of ["", "abc", "-2", "2.5", "999", "105"]) {
      const bad = await post("/listing-update", { token, weeks: typed });
      expect(bad.status).toBe(400);
      const view = ((await bad.json()) as { data: { view: Record<string, unknown> } }).data.view;
      expect(view).toMatchObject({ state: "invalid_weeks", typedWeeks: typed, token, action: "waitlist" });
    }
    expect(await listingRow(id)).toMatchObject({ accepting: false, weeks: 3 });
    const ok = await post("/listing-update", { token, weeks: " 6 " });
    expect(ok.status).toBe(200);
    expect(await listingRow(id)).toMatchObject({ accepting: false, weeks: 6 });
    expect((await listingRow(id)).sources.intake).toEqual({ source: "owner", confirmedOn: today });
  });

  it("is rate-limited per address", async () => {
    const ctx = {
      ...(await callerCtx(services, null)),
      auth: { ...(await callerCtx(services, null)).auth, ip: "198.51.100.7" },
    };
    const answers: string[] = [];
    for (let i = 0; i < 61; i++) answers.push((await applyReminderLink(ctx, { token: "B".repeat(43) })).state);
    expect(answers.slice(0, 60).every((s) => s === "unknown")).toBe(true);
    expect(answers[60]).toBe("rate_limited");
  });
});
