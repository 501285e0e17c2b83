/**
 * Owner insights and the search log (issues 11 and 13) through the whole HTTP app on a real
 * database: listing page views, search appearances (search page, state page, search API) and
 * contact-link clicks are counted, bots and prefetches are not, the internal headers never leave
 * the server, /out redirects only to the listing's own values, a flush is one statement per
 * table, and the read use cases answer only the owner, an admin, or a site admin.
 */
import postgres from "postgres";
import { beforeAll, describe, expect, it } from "vitest";
import type { RequestContext } from "../../server/context.ts";
import { createApp } from "../../server/http/app.server.ts";
import { createInsightsRecorder, type InsightsRecorder } from "../../server/insights/insights-recorder.server.ts";
import { writeInsights } from "../../server/insights/write-insights.server.ts";
import { listingInsights } from "../../server/insights/listing-insights.server.ts";
import { searchActivity } from "../../server/insights/search-activity.server.ts";
import { InsightsBuffer } from "../../server/insights/insights-buffer.ts";
import * as listingPage from "../../app/features/listing/routes/listing.tsx";
import * as outPage from "../../app/features/listing/routes/out.tsx";
import * as searchPage from "../../app/features/discovery/routes/search.tsx";
import * as statePage from "../../app/features/discovery/routes/state.tsx";
import { listingUrl } from "../../domain/listing-url.ts";
import { utcDay } from "../../domain/insights.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { seedFixture } from "./listings-fixture.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import type { AppServices } from "../../server/context.ts";

type RouteModule = {
  loader: (args: never) => unknown;
  headers?: (args: never) => HeadersInit;
};

/** React Router's part, for these routes: run the loader, apply the route's headers export. */
async function router(request: Request, context: RequestContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  let module: RouteModule;
  let params: Record<string, string>;
  let m: RegExpExecArray | null;
  if ((m = /^\/out\/([^/]+)\/([^/]+)$/.exec(pathname))) [module, params] = [outPage, { id: m[1]!, kind: m[2]! }];
  else if (pathname === "/search") [module, params] = [searchPage, {}];
  else if ((m = /^\/[^/]+\/[^/]+\/[^/]+\/(\d+)$/.exec(pathname))) [module, params] = [listingPage, { id: m[1]! }];
  else if ((m = /^\/([a-z-]+)$/.exec(pathname))) [module, params] = [statePage, { state: m[1]! }];
  else return new Response("no such route here", { status: 404 });
  try {
    const result = (await module.loader({ request, context, params } as never)) as unknown;
    if (result instanceof Response) return result;
    const init = (result as { init?: ResponseInit | null }).init ?? {};
    const headers = new Headers(module.headers?.({ loaderHeaders: new Headers(init.headers) } as never) ?? {});
    headers.set("Content-Type", "text/html; charset=utf-8");
    return new Response("<html></html>", { status: init.status ?? 200, headers });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const init = (thrown as { init?: ResponseInit | null }).init;
    return new Response(null, init ?? { status: 500 });
  }
}

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let t: TestDatabase;
let services: AppServices;
let recorder: InsightsRecorder;
let app: ReturnType<typeof createApp>;
let ids: Record<string, number>;
let bright: number;
let brightUrl: string;

const get = (path: string, headers: Record<string, string> = { "user-agent": BROWSER }) =>
  app.request(`http://localhost${path}`, { headers });

async function stats(listingId: number) {
  const [row] = await t.sql<
    { views: number; appearances: number; phone: number; website: number; directions: number; email: number }[]
  >`
    select coalesce(sum(views), 0)::int as views, coalesce(sum(appearances), 0)::int as appearances,
      coalesce(sum(phone_clicks), 0)::int as phone, coalesce(sum(website_clicks), 0)::int as website,
      coalesce(sum(directions_clicks), 0)::int as directions, coalesce(sum(email_clicks), 0)::int as email
    from listing_daily_stats where listing_id = ${listingId}`;
  return row!;
}

beforeAll(async () => {
  t = await createTestDatabase();
  ids = await seedFixture(t.sql);
  services = testServices(t);
  recorder = createInsightsRecorder({
    write: (batch) => writeInsights(t.sql, batch),
    logger: services.logger,
    intervalMs: 0,
  });
  app = createApp(services, { handlePage: router, insights: recorder });
  bright = ids["Bright Steps ABA"]!;
  await t.sql`update listings set website = 'https://brightsteps.example/' where id = ${bright}`;
  brightUrl = listingUrl({ id: bright, name: "Bright Steps ABA", city: "Austin", state: "TX" });
});

describe("counting", () => {
  it("counts a listing page view, and never shows the internal header", async () => {
    const before = await stats(bright);
    const res = await get(brightUrl);
    expect(res.status).toBe(200);
    expect([...res.headers.keys()].filter((h) => h.startsWith("x-atlas-insights"))).toEqual([]);
    await get(brightUrl);
    await recorder.flush();
    expect((await stats(bright)).views).toBe(before.views + 2);
  });

  it("does not count bots, prefetches, island refreshes, scripts without a User-Agent, HEAD requests or redirects", async () => {
    const before = await stats(bright);
    await get(brightUrl, { "user-agent": GOOGLEBOT });
    await get(brightUrl, { "user-agent": BROWSER, "sec-purpose": "prefetch" });
    // The page a heart's island reads back after its post (app/islands/saved.ts).
    await get(brightUrl, { "user-agent": BROWSER, "x-island-refresh": "saved" });
    await get(brightUrl, {});
    await app.request(`http://localhost${brightUrl}`, { method: "HEAD", headers: { "user-agent": BROWSER } });
    // /listings/{id}: the loader answers 301 to the preferred URL.
    const moved = await get(`/tx/austin/old-name/${bright}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("x-atlas-insights-view")).toBeNull();
    await recorder.flush();
    expect(await stats(bright)).toEqual(before);
  });

  it("counts appearances on the search page, the state page and the search API", async () => {
    const before = await stats(bright);
    const page = await get("/search?query=78701");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-atlas-insights-appearances")).toBeNull();
    expect((await get("/texas")).status).toBe(200);
    const api = await get("/api/listings?query=78701");
    const body = (await api.json()) as { listings: { id: number }[] };
    expect(body.listings.map((l) => l.id)).toContain(bright);
    // The map's markers are not results the visitor reads.
    await get("/api/listings?query=78701&view=markers");
    await get("/search?query=78701", { "user-agent": GOOGLEBOT });
    await recorder.flush();
    expect((await stats(bright)).appearances).toBe(before.appearances + 3);
  });

  it("counts clicks through /out and redirects only to the listing's own stored values", async () => {
    const before = await stats(bright);
    const expected = {
      phone: "tel:+15125550147",
      website: "https://brightsteps.example/",
      email: "mailto:info@brightstepsaba.example",
      directions: null,
    } as const;
    for (const [kind, target] of Object.entries(expected)) {
      const res = await get(`/out/${bright}/${kind}`);
      expect(res.status, kind).toBe(302);
      if (target) expect(res.headers.get("location")).toBe(target);
      else expect(res.headers.get("location")).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-atlas-insights-click")).toBeNull();
    }
    // Anything the request adds is ignored: there is no target parameter to abuse.
    expect((await get(`/out/${bright}/website?url=https://evil.example`)).headers.get("location")).toBe(
      "https://brightsteps.example/",
    );
    await get(`/out/${bright}/website`, { "user-agent": GOOGLEBOT });
    await recorder.flush();
    expect(await stats(bright)).toMatchObject({
      phone: before.phone + 1,
      website: before.website + 2,
      email: before.email + 1,
      directions: before.directions + 1,
    });
  });

  it("answers 404 for an unknown kind, an unknown or hidden listing, or a missing link, and counts nothing", async () => {
    const hidden = await insertListing(t, { status: "pending" });
    const before = await stats(bright);
    expect((await get(`/out/${bright}/fax`)).status).toBe(404);
    expect((await get(`/out/abc/website`)).status).toBe(404);
    expect((await get(`/out/99999999/website`)).status).toBe(404);
    expect((await get(`/out/${hidden}/email`)).status).toBe(404);
    const noWebsite = ids["Little Learners"] ?? Object.values(ids).find((id) => id !== bright)!;
    await t.sql`update listings set website = null where id = ${noWebsite}`;
    expect((await get(`/out/${noWebsite}/website`)).status).toBe(404);
    await recorder.flush();
    expect(await stats(bright)).toEqual(before);
  });

  it("logs searches by place on their first page, with the ones that found nothing", async () => {
    await get("/search?query=78701");
    await get("/search?query=78701&page=2");
    await get("/api/listings?query=00000");
    await get("/search?query=jane%40example.com");
    await recorder.flush();
    const rows = await t.sql<{ kind: string; place: string; searches: number; zero_results: number }[]>`
      select kind, place, searches, zero_results from search_daily_stats order by kind, place`;
    expect(rows).toContainEqual({ kind: "zip", place: "00000", searches: 1, zero_results: 1 });
    const zip = rows.find((r) => r.kind === "zip" && r.place === "78701")!;
    // Two from the appearances test (page and API), one here; page 2 and the bot are not searches.
    expect(zip).toEqual({ kind: "zip", place: "78701", searches: 3, zero_results: 0 });
    expect(rows.some((r) => r.place.includes("@"))).toBe(false);
  });
});

describe("flush", () => {
  it("writes any number of rows in one statement per table, adding to what is stored", async () => {
    const statements: string[] = [];
    const traced = postgres(t.url, { max: 1, onnotice: () => {}, debug: (_c, query) => statements.push(query) });
    try {
      const day = utcDay(new Date());
      const listingIds = Object.values(ids);
      const buffer = new InsightsBuffer();
      for (const id of listingIds) for (let i = 0; i < 3; i++) buffer.add(id, "appearances", day);
      for (let i = 0; i < 40; i++) buffer.addSearch({ kind: "name", place: `practice ${i}`, found: i % 2 === 0 }, day);
      const before = await stats(bright);
      await writeInsights(traced, buffer.take());
      // Besides postgres.js's own type lookup when it connects: exactly the two upserts.
      const ours = statements.filter((s) => /daily_stats/.test(s));
      expect(ours).toHaveLength(2);
      expect(ours.every((s) => /^\s*insert into \w+_daily_stats[\s\S]*on conflict/i.test(s))).toBe(true);
      expect((await stats(bright)).appearances).toBe(before.appearances + 3);
      const [search] = await t.sql<{ n: number; zero: number }[]>`
        select sum(searches)::int as n, sum(zero_results)::int as zero from search_daily_stats where kind = 'name' and place like 'practice %'`;
      expect(search).toEqual({ n: 40, zero: 20 });
    } finally {
      await traced.end();
    }
  });

  it("writes both tables or neither: a failed batch adds nothing, so its retry never counts twice", async () => {
    const day = utcDay(new Date());
    const before = await stats(bright);
    const batch = {
      listings: [{ listingId: bright, day, views: 5, appearances: 0, phone: 0, website: 0, directions: 0, email: 0 }],
      // A day PostgreSQL cannot read fails the second upsert.
      searches: [{ day: "not a day", kind: "name", place: "x", searches: 1, zeroResults: 0 }],
    } as unknown as Parameters<typeof writeInsights>[1];
    await expect(writeInsights(t.sql, batch)).rejects.toThrow();
    expect((await stats(bright)).views).toBe(before.views);
  });

  it("skips a listing deleted since its visit instead of failing the batch", async () => {
    const gone = await insertListing(t);
    const buffer = new InsightsBuffer();
    const day = utcDay(new Date());
    buffer.add(gone, "views", day);
    buffer.add(bright, "views", day);
    await t.sql`delete from listings where id = ${gone}`;
    const before = await stats(bright);
    await writeInsights(t.sql, buffer.take());
    expect((await stats(bright)).views).toBe(before.views + 1);
  });
});

describe("reading insights", () => {
  it("gives the owner and admins their listing's 90 days with totals, and refuses anyone else", async () => {
    const owner = (await makeUser(t)).id;
    const other = (await makeUser(t)).id;
    const admin = (await makeUser(t, { role: "listing_admin" })).id;
    const mine = await insertListing(t, { userId: owner });
    const today = new Date("2026-11-24T12:00:00Z");
    await t.sql`insert into listing_daily_stats (listing_id, day, views, appearances, phone_clicks, email_clicks)
      values (${mine}, '2026-11-24', 5, 20, 1, 0), (${mine}, '2026-09-01', 7, 0, 0, 2), (${mine}, '2026-08-01', 100, 0, 0, 0)`;
    const result = await listingInsights(await callerCtx(services, owner), { listingIds: [mine], today });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [insights] = result.value;
    expect(insights!.days).toHaveLength(90);
    expect(insights!.days[0]!.day).toBe("2026-08-27");
    expect(insights!.days.at(-1)).toEqual({
      day: "2026-11-24",
      views: 5,
      appearances: 20,
      phone: 1,
      website: 0,
      directions: 0,
      email: 0,
    });
    // 2026-08-01 is older than 90 days.
    expect(insights!.totals).toEqual({ views: 12, appearances: 20, phone: 1, website: 0, directions: 0, email: 2 });
    expect((await listingInsights(await callerCtx(services, admin), { listingIds: [mine], today })).ok).toBe(true);
    const refused = await listingInsights(await callerCtx(services, other), { listingIds: [mine], today });
    expect(refused.ok ? null : refused.error.status).toBe(403);
    const signedOut = await listingInsights(await callerCtx(services, null), { listingIds: [mine], today });
    expect(signedOut.ok ? null : signedOut.error.status).toBe(401);
    const unknown = await listingInsights(await callerCtx(services, owner), { listingIds: [99999999], today });
    expect(unknown.ok ? null : unknown.error.status).toBe(404);
  });

  it("gives site admins searches per day and the top places, with those that found nothing", async () => {
    const siteAdmin = (await makeUser(t, { role: "site_admin" })).id;
    const listingAdmin = (await makeUser(t, { role: "listing_admin" })).id;
    await t.sql`insert into search_daily_stats (day, kind, place, searches, zero_results) values
      ('2025-11-23', 'city', 'Boise, ID', 9, 9), ('2025-11-24', 'city', 'Boise, ID', 1, 1),
      ('2025-11-24', 'city', 'Austin, TX', 30, 0), ('2025-11-24', 'all', '', 50, 0), ('2025-10-01', 'zip', '99501', 80, 80)`;
    const today = new Date("2025-11-24T08:00:00Z");
    const result = await searchActivity(await callerCtx(services, siteAdmin), { days: 7, today });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.perDay).toHaveLength(7);
    expect(result.value.perDay.at(-1)).toEqual({ day: "2025-11-24", searches: 81, zeroResults: 1 });
    expect(result.value.perDay.at(-2)).toEqual({ day: "2025-11-23", searches: 9, zeroResults: 9 });
    expect(result.value.perDay[0]).toEqual({ day: "2025-11-18", searches: 0, zeroResults: 0 });
    expect(result.value.topPlaces.slice(0, 2)).toEqual([
      { kind: "city", place: "Austin, TX", searches: 30, zeroResults: 0 },
      { kind: "city", place: "Boise, ID", searches: 10, zeroResults: 10 },
    ]);
    expect(result.value.topZeroResultPlaces[0]).toEqual({
      kind: "city",
      place: "Boise, ID",
      searches: 10,
      zeroResults: 10,
    });
    const refused = await searchActivity(await callerCtx(services, listingAdmin), { today });
    expect(refused.ok ? null : refused.error.status).toBe(403);
  });
});
