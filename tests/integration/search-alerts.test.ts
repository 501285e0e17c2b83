/**
 * Search alerts (issue 29, ADR 0026): the trigger logs the changes that alert; the run matches
 * them with the confirmed saved searches in SQL (checked against a brute-force answer on
 * generated data); one digest per address and day lists every match; a crash and a retry send
 * nothing twice; unconfirmed searches get nothing; confirmation links are single use and expire;
 * unsubscribe deletes the address's searches; a manage link or an account reaches only its own
 * searches.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, factDay } from "../../domain/fact-freshness.ts";
import type { AppServices } from "../../server/context.ts";
import { runAlerts } from "../../server/alerts/match-alerts.server.ts";
import { createAlertToken } from "../../server/alerts/alert-tokens.server.ts";
import {
  changeSavedSearch,
  confirmSavedSearch,
  listSavedSearches,
  ownerOfLink,
  unsubscribeAlerts,
} from "../../server/alerts/manage-alerts.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { coveredSettings, placeKeys } from "../../domain/service-areas.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
let services: AppServices;
const SITE = "https://aba.example";
const today = factDay(new Date());
const intake = (day: string) => JSON.stringify({ intake: { source: "owner", confirmedOn: day } });

interface ListingSpec {
  name: string;
  lat: number;
  lng: number;
  status?: string;
  accepting?: boolean | null;
  waitlist?: number | null;
  confirmedOn?: string | null;
  services?: string[];
  languages?: string[];
}

async function addListing(spec: ListingSpec): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into listings (name, city, state, email, status, latitude, longitude, accepting_new_clients,
      waitlist_weeks, fact_sources, services, languages)
    values (${spec.name}, 'Austin', 'TX', 'x@example.com', ${spec.status ?? "active"}, ${spec.lat}, ${spec.lng},
      ${spec.accepting ?? null}, ${spec.waitlist ?? null},
      ${spec.confirmedOn === null ? "{}" : intake(spec.confirmedOn ?? today)}::jsonb,
      ${JSON.stringify(spec.services ?? ["ABA Therapy"])}::jsonb, ${JSON.stringify(spec.languages ?? ["English"])}::jsonb)
    returning id`;
  return row!.id;
}

interface SearchSpec {
  email: string;
  lat?: number;
  lng?: number;
  radius?: number;
  confirmed?: boolean;
  paused?: boolean;
  accepting?: boolean;
  startWeeks?: number | null;
  services?: string[];
  languages?: string[];
  userId?: number | null;
  locale?: string;
}

async function addSearch(spec: SearchSpec): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into saved_searches (email, user_id, locale, confirmed_at, paused, place_label, latitude, longitude,
      radius_miles, services, languages, accepting, start_weeks, query)
    values (${spec.email}, ${spec.userId ?? null}, ${spec.locale ?? "en"}, ${spec.confirmed === false ? null : t.sql`now()`},
      ${spec.paused ?? false}, '78701', ${spec.lat ?? 30.27}, ${spec.lng ?? -97.74}, ${spec.radius ?? 25},
      ${t.sql.array(spec.services ?? [])}::text[], ${t.sql.array(spec.languages ?? [])}::text[],
      ${spec.accepting ?? false}, ${spec.startWeeks ?? null}, 'query=78701')
    returning id`;
  return row!.id;
}

/** The change log so far is read: what follows is what the next run sees. */
async function skipEvents() {
  await t.sql`update alert_cursor set last_event_id = coalesce((select max(id) from listing_intake_events), 0)`;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
const outbox = () => t.sql<OutboxMail[]>`select "to", subject, text, html from email_outbox order by id`;

async function run(now = new Date()) {
  const result = await runAlerts(services.database, { siteUrl: SITE, now });
  await runQueuedJobs(services);
  return result;
}

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
});

beforeEach(async () => {
  await t.sql`delete from saved_searches`;
  await t.sql`delete from alert_digests`;
  await t.sql`delete from alert_tokens`;
  await t.sql`delete from email_outbox`;
  await t.sql`delete from graphile_worker._private_jobs`;
  await t.sql`delete from listings`;
  await skipEvents();
});

const events = () =>
  t.sql<{ listingId: number; kind: string }[]>`
    select listing_id as "listingId", kind from listing_intake_events
    where id > (select last_event_id from alert_cursor) order by id`;

describe("the change log", () => {
  it("records a published listing, starting to accept, and a shorter current wait; nothing else", async () => {
    const fresh = await addListing({ name: "New", lat: 30.27, lng: -97.74, accepting: false, waitlist: 10 });
    const pending = await addListing({ name: "Pending", lat: 30.27, lng: -97.74, status: "pending" });
    expect(await events()).toEqual([{ listingId: fresh, kind: "new_listing" }]);
    await skipEvents();
    await t.sql`update listings set waitlist_weeks = 6 where id = ${fresh}`;
    await t.sql`update listings set waitlist_weeks = 9 where id = ${fresh}`; // longer: nothing
    await t.sql`update listings set accepting_new_clients = true where id = ${fresh}`;
    await t.sql`update listings set status = 'active' where id = ${pending}`;
    await t.sql`update listings set name = 'Renamed' where id = ${fresh}`; // not intake: nothing
    expect(await events()).toEqual([
      { listingId: fresh, kind: "waitlist" },
      { listingId: fresh, kind: "accepting" },
      { listingId: pending, kind: "new_listing" },
    ]);
  });

  it("counts only current intake: an expired confirmation alerts once it is confirmed again", async () => {
    const old = addDays(today, -40)!;
    const id = await addListing({ name: "Old", lat: 30.27, lng: -97.74, accepting: true, confirmedOn: old });
    await skipEvents();
    await t.sql`update listings set accepting_new_clients = true, waitlist_weeks = null where id = ${id}`;
    expect(await events()).toEqual([]);
    await t.sql`update listings set fact_sources = ${intake(today)}::jsonb where id = ${id}`;
    expect(await events()).toEqual([{ listingId: id, kind: "accepting" }]);
  });
});

describe("the digest", () => {
  it("is one email per address and day, listing every match of all its searches, in its language", async () => {
    await addSearch({ email: "ana@example.com", accepting: true, locale: "es" });
    await addSearch({ email: "ana@example.com", startWeeks: 8, locale: "es" });
    await addSearch({ email: "bo@example.com", services: ["Speech Therapy"] });
    const a = await addListing({ name: "Alpha", lat: 30.3, lng: -97.7, accepting: false, waitlist: 20 });
    const b = await addListing({ name: "Beta", lat: 30.2, lng: -97.8, accepting: false, waitlist: 20 });
    await skipEvents();
    await t.sql`update listings set accepting_new_clients = true where id = ${a}`;
    await t.sql`update listings set waitlist_weeks = 5 where id = ${b}`;
    await addListing({ name: "Gamma", lat: 30.25, lng: -97.75, accepting: true });
    await addListing({ name: "Far", lat: 32.8, lng: -96.8, accepting: true }); // Dallas: outside 25 mi
    const result = await run();
    expect(result).toMatchObject({ digests: 1, sent: 1 });
    const mails = await outbox();
    expect(mails.map((m) => m.to)).toEqual(["ana@example.com"]);
    const mail = mails[0]!;
    expect(mail.subject).toBe("3 proveedores de su búsqueda tienen novedades");
    expect(mail.text).toContain("Alpha (Austin, TX): ahora acepta nuevos clientes");
    expect(mail.text).toContain("Beta (Austin, TX): espera de 5 semanas aprox.");
    expect(mail.text).toContain("Gamma (Austin, TX): nuevo en el directorio");
    expect(mail.text).not.toContain("Far");
    expect(mail.text).toMatch(new RegExp(`${SITE}/listings/${a}\\b`));
    expect(mail.text).toMatch(/\/alerts\?token=[\w-]{43}/);
    expect(mail.text).toMatch(/\/alerts\/unsubscribe\?token=[\w-]{43}/);
    // No tracking: no image, and every link goes straight to its page.
    expect(mail.html).not.toMatch(/<img/i);
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    for (const href of hrefs)
      expect(href).toMatch(new RegExp(`^${SITE}/(listings/\\d+|alerts(/unsubscribe)?\\?token=[\\w-]{43})$`));

    // Later the same day: a new match waits for the next day's digest; nothing is told twice.
    await t.sql`update listings set waitlist_weeks = 3 where id = ${b}`;
    await addListing({ name: "Delta", lat: 30.27, lng: -97.74, accepting: true });
    expect((await run()).sent).toBe(0);
    expect(await outbox()).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect((await run(tomorrow)).sent).toBe(1);
    const next = (await outbox())[1]!;
    expect(next.text).toContain("Delta");
    expect(next.text).not.toContain("Beta");
    expect(next.subject).toBe("1 proveedor de su búsqueda tiene novedades");
  });

  it("carries one-click unsubscribe headers", async () => {
    await addSearch({ email: "ana@example.com" });
    await addListing({ name: "Alpha", lat: 30.27, lng: -97.74, accepting: true });
    await runAlerts(services.database, { siteUrl: SITE });
    const [job] = await t.sql<{ payload: { headers: Record<string, string> } }[]>`
      select payload from graphile_worker._private_jobs order by id desc limit 1`;
    expect(job!.payload.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(job!.payload.headers["List-Unsubscribe"]).toMatch(
      /^<https:\/\/aba\.example\/alerts\/unsubscribe\?token=[\w-]{43}>$/,
    );
    await runQueuedJobs(services);
  });

  it("is not sent twice when the run crashes after matching and is retried", async () => {
    await addSearch({ email: "ana@example.com" });
    await addListing({ name: "Alpha", lat: 30.27, lng: -97.74, accepting: true });
    // The send step fails (as a crash would) after the matches and the digest committed.
    await t.sql`create function fail_send() returns trigger language plpgsql as $$ begin raise exception 'crash'; end $$`;
    await t.sql`create trigger fail_send before update on alert_digests for each row execute function fail_send()`;
    await expect(runAlerts(services.database, { siteUrl: SITE })).rejects.toThrow(/crash/);
    await t.sql`drop trigger fail_send on alert_digests`;
    await t.sql`drop function fail_send()`;
    await runQueuedJobs(services);
    expect(await outbox()).toHaveLength(0);
    // The retry, and a third run, send it exactly once.
    expect((await run()).sent).toBe(1);
    expect((await run()).sent).toBe(0);
    expect(await outbox()).toHaveLength(1);
  });

  it("tells a search of a listing that opens again only 30 days after it last did", async () => {
    await addSearch({ email: "ana@example.com" });
    const alpha = await addListing({ name: "Alpha", lat: 30.27, lng: -97.74, accepting: true });
    expect((await run()).sent).toBe(1);
    const reopen = async () => {
      await t.sql`update listings set accepting_new_clients = false where id = ${alpha}`;
      await t.sql`update listings set accepting_new_clients = true where id = ${alpha}`;
    };
    // Full, then open again within the month: not news to this search.
    await reopen();
    await t.sql`update alert_digests set day = day - 1`;
    expect((await run()).matches).toBe(0);
    // A month after it was told: it hears of it again, in a new digest.
    await t.sql`update alert_matches set created_at = now() - interval '30 days 1 minute'`;
    await t.sql`update alert_digests set day = day - 30`;
    await reopen();
    expect(await run()).toMatchObject({ matches: 1, sent: 1 });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("Alpha");
  });

  it("goes only to confirmed, unpaused searches", async () => {
    const unconfirmed = await addSearch({ email: "new@example.com", confirmed: false });
    await addSearch({ email: "paused@example.com", paused: true });
    await t.sql`insert into alert_tokens (token_hash, purpose, email) values ('x', 'manage', 'x')`;
    await addListing({ name: "Alpha", lat: 30.27, lng: -97.74, accepting: true });
    expect((await run()).sent).toBe(0);
    expect(await outbox()).toHaveLength(0);
    // Confirmed later: it hears of changes from then on.
    const token = await createAlertToken(t, {
      purpose: "confirm",
      email: "new@example.com",
      savedSearchId: unconfirmed,
    });
    expect(await confirmSavedSearch(t, token)).toEqual({ state: "confirmed", email: "new@example.com" });
    await addListing({ name: "Beta", lat: 30.27, lng: -97.74, accepting: true });
    await run();
    const mails = await outbox();
    expect(mails.map((m) => m.to)).toEqual(["new@example.com"]);
    expect(mails[0]!.text).toContain("Beta");
    expect(mails[0]!.text).not.toContain("Alpha");
  });

  it("costs one query on a day without changes", async () => {
    await addSearch({ email: "ana@example.com" });
    await run();
    const before = await t.sql<{ n: number }[]>`select count(*)::int as n from alert_digests`;
    expect(await run()).toEqual({ events: 0, matches: 0, digests: 0, sent: 0 });
    expect(await t.sql`select count(*)::int as n from alert_digests`).toEqual(before);
  });
});

describe("links", () => {
  it("a confirmation link works once, until it expires; a forged one never", async () => {
    const id = await addSearch({ email: "ana@example.com", confirmed: false });
    const token = await createAlertToken(t, { purpose: "confirm", email: "ana@example.com", savedSearchId: id });
    expect((await confirmSavedSearch(t, token)).state).toBe("confirmed");
    expect((await confirmSavedSearch(t, token)).state).toBe("used");
    const other = await addSearch({ email: "ana@example.com", confirmed: false });
    const late = await createAlertToken(t, { purpose: "confirm", email: "ana@example.com", savedSearchId: other });
    await t.sql`update alert_tokens set expires_at = now() - interval '1 second' where saved_search_id = ${other}`;
    expect((await confirmSavedSearch(t, late)).state).toBe("expired");
    expect((await confirmSavedSearch(t, "A".repeat(43))).state).toBe("invalid");
    expect((await confirmSavedSearch(t, "../etc")).state).toBe("invalid");
    // A manage link is not a confirmation link.
    const manage = await createAlertToken(t, { purpose: "manage", email: "ana@example.com" });
    expect((await confirmSavedSearch(t, manage)).state).toBe("invalid");
    const [row] = await t.sql`select confirmed_at from saved_searches where id = ${other}`;
    expect(row!.confirmed_at).toBeNull();
  });

  it("unsubscribe deletes every search of the address, any number of times, and no one else's", async () => {
    await addSearch({ email: "ana@example.com" });
    await addSearch({ email: "ana@example.com" });
    await addSearch({ email: "bo@example.com" });
    const token = await createAlertToken(t, { purpose: "unsubscribe", email: "ana@example.com" });
    expect(await unsubscribeAlerts(t, token)).toEqual({ state: "done", email: "ana@example.com" });
    expect(await unsubscribeAlerts(t, token)).toEqual({ state: "done", email: "ana@example.com" });
    expect(await t.sql`select email from saved_searches`).toEqual([{ email: "bo@example.com" }]);
    expect((await unsubscribeAlerts(t, "B".repeat(43))).state).toBe("invalid");
  });
});

describe("authorization", () => {
  it("a manage link reaches its address's searches only; an account its own (and its verified address's)", async () => {
    const [user] = await t.sql<{ id: number }[]>`
      insert into users (username, email, password, email_verified) values ('cy', 'cy@example.com', 'x', true) returning id`;
    const ana = await addSearch({ email: "ana@example.com" });
    const bo = await addSearch({ email: "bo@example.com" });
    const cyAccount = await addSearch({ email: "cy@example.com", userId: user!.id });
    const cyByAddress = await addSearch({ email: "cy@example.com" });
    const anaLink = await ownerOfLink(t, await createAlertToken(t, { purpose: "manage", email: "ana@example.com" }));
    if (!("owner" in anaLink)) throw new Error("link refused");
    const cyVerified = { kind: "user", userId: user!.id, email: "cy@example.com" } as const;
    const cyUnverified = { kind: "user", userId: user!.id, email: null } as const;
    const owners = { anaLink: anaLink.owner, cyVerified, cyUnverified };
    const ids = { ana, bo, cyAccount, cyByAddress };
    const reach: Record<keyof typeof owners, (keyof typeof ids)[]> = {
      anaLink: ["ana"],
      cyVerified: ["cyAccount", "cyByAddress"],
      cyUnverified: ["cyAccount"],
    };
    for (const [who, owner] of Object.entries(owners) as [
      keyof typeof owners,
      (typeof owners)[keyof typeof owners],
    ][]) {
      const listed = (await listSavedSearches(t, owner)).map((s) => s.id);
      expect(listed, who).toEqual(reach[who].map((k) => ids[k]));
      for (const [name, id] of Object.entries(ids) as [keyof typeof ids, number][]) {
        const allowed = reach[who].includes(name);
        expect(await changeSavedSearch(t, owner, id, { action: "pause" }), `${who} pauses ${name}`).toBe(allowed);
        const [row] = await t.sql<{ paused: boolean }[]>`select paused from saved_searches where id = ${id}`;
        expect(row!.paused, `${who} → ${name}`).toBe(allowed);
        await t.sql`update saved_searches set paused = false where id = ${id}`;
      }
    }
    expect(await changeSavedSearch(t, anaLink.owner, bo, { action: "delete" })).toBe(false);
    expect(await changeSavedSearch(t, anaLink.owner, ana, { action: "radius", radiusMiles: 50 })).toBe(true);
    expect(await changeSavedSearch(t, anaLink.owner, ana, { action: "delete" })).toBe(true);
    expect(await t.sql`select id from saved_searches where id = ${ana}`).toHaveLength(0);
    // Expired and forged manage links are refused.
    const stale = await createAlertToken(t, { purpose: "manage", email: "bo@example.com" });
    await t.sql`update alert_tokens set expires_at = now() - interval '1 second' where email = 'bo@example.com'`;
    expect(await ownerOfLink(t, stale)).toEqual({ refused: "expired" });
    expect(await ownerOfLink(t, "C".repeat(43))).toEqual({ refused: "invalid" });
  });
});

/** A small pseudo-random stream, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** earthdistance's sphere (radius 6,378,168 m), so the brute force measures as the database does. */
function earthMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_378_168 * Math.asin(Math.min(1, Math.sqrt(h)));
}

describe("matching", () => {
  it("alerts a search from the providers whose service area covers its place, wherever their office is", async () => {
    // A search from 78701 (Travis County, TX) within 10 miles; another that asks for center-based care only.
    const place = { zips: ["78701"], counties: ["48453"], state: "TX" };
    const anyCare = await addSearch({ email: "near@example.com", radius: 10 });
    const centreOnly = await addSearch({ email: "centre@example.com", radius: 10 });
    await t.sql`update saved_searches set place_keys = ${t.sql.array(placeKeys(place, coveredSettings([])))}::text[]
      where id = ${anyCare}`;
    await t.sql`update saved_searches set settings = '{center}',
      place_keys = ${t.sql.array(placeKeys(place, coveredSettings(["center"])))}::text[] where id = ${centreOnly}`;
    const areas = (v: unknown[]) => JSON.stringify(v);
    const provider = async (name: string, lat: number, lng: number, serviceAreas: unknown[], settings: string[]) => {
      const id = await addListing({ name, lat, lng, accepting: false, waitlist: 20 });
      await t.sql`update listings set service_areas = ${areas(serviceAreas)}::jsonb,
        care_settings = ${JSON.stringify(settings)}::jsonb where id = ${id}`;
      return id;
    };
    const dallasZips = await provider(
      "Dallas zips",
      32.78,
      -96.8,
      [{ careSetting: "in-home", kind: "zips", codes: ["78701"] }],
      ["center", "in-home"],
    );
    const dallasOther = await provider(
      "Dallas other zips",
      32.78,
      -96.8,
      [{ careSetting: "in-home", kind: "zips", codes: ["75201"] }],
      ["center", "in-home"],
    );
    const county = await provider(
      "Travis county",
      31.5,
      -97.1,
      [{ careSetting: "in-home", kind: "counties", codes: ["48453"], names: ["Travis, TX"] }],
      ["center", "in-home"],
    );
    const california = await provider(
      "California telehealth",
      34.05,
      -118.24,
      [{ careSetting: "telehealth", kind: "states", codes: ["TX"] }],
      ["center", "telehealth"],
    );
    // About 27 miles north of 78701: a 40-mile in-home radius reaches it, a 20-mile one does not.
    const reaches = await provider(
      "Georgetown 40",
      30.66,
      -97.74,
      [{ careSetting: "in-home", kind: "radius", radiusMiles: 40 }],
      ["center", "in-home"],
    );
    const short = await provider(
      "Georgetown 20",
      30.66,
      -97.74,
      [{ careSetting: "in-home", kind: "radius", radiusMiles: 20 }],
      ["center", "in-home"],
    );
    await skipEvents();
    for (const id of [dallasZips, dallasOther, county, california, reaches, short])
      await t.sql`update listings set accepting_new_clients = true where id = ${id}`;
    await run();
    const matched = await t.sql<{ s: number; l: number }[]>`
      select saved_search_id as s, listing_id as l from alert_matches order by 1, 2`;
    expect(
      matched
        .filter((m) => m.s === anyCare)
        .map((m) => m.l)
        .sort((a, b) => a - b),
    ).toEqual([dallasZips, county, california, reaches].sort((a, b) => a - b));
    // Asking for center-based care, no service area counts: the offices are all beyond 10 miles.
    expect(matched.filter((m) => m.s === centreOnly)).toEqual([]);
  });

  it("answers what a brute-force check over every search and changed listing answers", async () => {
    const rnd = random(29);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const SERVICES = ["ABA Therapy", "Speech Therapy", "Occupational Therapy"];
    const LANGS = ["English", "Spanish"];
    const listings: { id: number; lat: number; lng: number; services: string[]; languages: string[] }[] = [];
    for (let i = 0; i < 120; i++) {
      const spec = {
        name: `L${i}`,
        lat: 30 + rnd(),
        lng: -98 + rnd(),
        status: rnd() < 0.3 ? "pending" : "active",
        accepting: rnd() < 0.3 ? true : rnd() < 0.5 ? false : null,
        waitlist: rnd() < 0.7 ? Math.floor(rnd() * 20) : null,
        confirmedOn: rnd() < 0.2 ? addDays(today, -45)! : today,
        services: SERVICES.filter(() => rnd() < 0.5),
        languages: LANGS.filter(() => rnd() < 0.6),
      };
      listings.push({ id: await addListing(spec), ...spec });
    }
    const searches: (SearchSpec & { id: number })[] = [];
    for (let i = 0; i < 150; i++) {
      const spec: SearchSpec = {
        email: `p${i % 40}@example.com`,
        lat: 30 + rnd(),
        lng: -98 + rnd(),
        radius: pick([5, 10, 25, 50]),
        confirmed: rnd() < 0.9,
        paused: rnd() < 0.1,
        accepting: rnd() < 0.2,
        startWeeks: pick([null, null, 0, 4, 8, 12]),
        services: rnd() < 0.3 ? [pick(SERVICES)] : [],
        languages: rnd() < 0.3 ? [pick(LANGS)] : [],
      };
      searches.push({ id: await addSearch(spec), ...spec });
    }
    await skipEvents();
    // The day's changes: some published, some start accepting, some waits shorten or lengthen.
    for (const l of listings) {
      const r = rnd();
      if (r < 0.15) await t.sql`update listings set status = 'active' where id = ${l.id}`;
      else if (r < 0.3) await t.sql`update listings set accepting_new_clients = true where id = ${l.id}`;
      else if (r < 0.45)
        await t.sql`update listings set accepting_new_clients = false, waitlist_weeks = ${Math.floor(rnd() * 14)} where id = ${l.id}`;
      else if (r < 0.5) await t.sql`update listings set fact_sources = ${intake(today)}::jsonb where id = ${l.id}`;
    }
    const changed = await events();
    expect(changed.length).toBeGreaterThan(10);

    await runAlerts(services.database, { siteUrl: SITE });
    const got = (
      await t.sql<{ s: number; l: number; reason: string; weeks: number | null }[]>`
        select saved_search_id as s, listing_id as l, reason, weeks from alert_matches order by 1, 2`
    ).map((r) => `${r.s}:${r.l}:${r.reason}:${r.weeks}`);

    const state = await t.sql<
      { id: number; status: string; accepting: boolean | null; waitlist: number | null; current: boolean }[]
    >`select id, status, accepting_new_clients as accepting, waitlist_weeks as waitlist,
        coalesce(intake_confirmed_on >= ${addDays(today, -30)!}::date, false) as current from listings`;
    const byId = new Map(state.map((s) => [s.id, s]));
    const expected: string[] = [];
    const changedIds = [...new Set(changed.map((e) => e.listingId))];
    for (const s of searches) {
      if (s.confirmed === false || s.paused) continue;
      for (const id of changedIds) {
        const l = listings.find((x) => x.id === id)!;
        const now = byId.get(id)!;
        if (now.status !== "active") continue;
        const meters = earthMeters({ lat: s.lat!, lng: s.lng! }, l);
        const edge = s.radius! * 1609.344;
        if (Math.abs(meters - edge) < 1) throw new Error("generated a pair on the edge: change the seed");
        if (meters > edge) continue;
        if (s.services!.length > 0 && !s.services!.some((x) => l.services.includes(x))) continue;
        if (s.languages!.length > 0 && !s.languages!.some((x) => l.languages.includes(x))) continue;
        const weeks = !now.current ? null : now.accepting ? 0 : now.accepting === false ? now.waitlist : null;
        const window = s.accepting ? 0 : (s.startWeeks ?? null);
        const isNew = changed.some((e) => e.listingId === id && e.kind === "new_listing");
        const inWindow = window === null || (weeks !== null && weeks <= window);
        const alerts = isNew || (weeks !== null && weeks <= (window ?? 0));
        if (!inWindow || !alerts) continue;
        const reason = isNew ? "new_listing" : weeks === 0 ? "accepting" : "waitlist";
        expected.push(`${s.id}:${id}:${reason}:${!isNew && weeks! > 0 ? weeks : null}`);
      }
    }
    expected.sort((a, b) => {
      const [as, al] = a.split(":").map(Number);
      const [bs, bl] = b.split(":").map(Number);
      return as! - bs! || al! - bl!;
    });
    expect(expected.length).toBeGreaterThan(10);
    expect(got).toEqual(expected);
  });
});
