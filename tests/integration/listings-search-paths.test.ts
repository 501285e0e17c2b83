/**
 * Relevance order on every path idsByRelevance takes (issue 16): the first walk of the result-order
 * index, the longer walk, and every match read through the GIN index (flag keys included) and
 * sorted. 12,000 generated listings make filters common, uncommon (one in 60) and rare (one in
 * 400) against the walk budgets; each answer is compared with the listings computed here from the
 * same generating rules, in the spec's order (tier rank, then name).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { searchListings } from "../../server/listings/search.server.ts";
import { parseListingSearchParams } from "../../domain/search-params.ts";
import { tierRank } from "../../domain/tiers.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";

const COUNT = 12_000;

interface Generated {
  name: string;
  tier: string;
  state: string;
  services: string[];
  languages: string[];
  accepting: boolean;
  rating: number;
}

/** The listing number g as the SQL below inserts it. */
function generated(g: number): Generated {
  return {
    // A permutation of the numbers, so name order is not insertion order.
    name: `Provider ${String((g * 7919) % COUNT).padStart(5, "0")}`,
    tier: g % 50 === 0 ? "premium" : g % 97 === 0 ? "featured" : "basic",
    state: g % 2 ? "TX" : "CA",
    services: g % 60 === 0 ? ["Speech Therapy"] : ["ABA Therapy"],
    languages: g % 400 === 0 ? ["es"] : ["en"],
    accepting: g % 3 === 0,
    rating: (g % 11) / 2,
  };
}

const all = Array.from({ length: COUNT }, (_, i) => generated(i + 1));

/** The expected names: the matches in relevance order, then the page. */
function expected(match: (l: Generated) => boolean, limit: number, offset = 0): string[] {
  return all
    .filter(match)
    .sort((a, b) => tierRank(b.tier) - tierRank(a.tier) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(offset, offset + limit)
    .map((l) => l.name);
}

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.sql`
    insert into listings (name, city, state, email, tier, services, languages, accepting_new_clients, rating_average,
                          latitude, longitude, fact_sources)
    select 'Provider ' || lpad(((g * 7919) % ${COUNT})::text, 5, '0'), 'Town', case when g % 2 = 1 then 'TX' else 'CA' end,
           'p' || g || '@example.com',
           case when g % 50 = 0 then 'premium' when g % 97 = 0 then 'featured' else 'basic' end,
           case when g % 60 = 0 then '["Speech Therapy"]' else '["ABA Therapy"]' end::jsonb,
           case when g % 400 = 0 then '["es"]' else '["en"]' end::jsonb,
           g % 3 = 0, (g % 11) / 2.0,
           30 + (g % 101) / 100.0, -97 - (g % 37) / 100.0,
           -- Intake confirmed today: current (issue 29), so "accepting" is the stored flag alone here.
           jsonb_build_object('intake', jsonb_build_object('source', 'owner',
             'confirmedOn', to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD')))
    from generate_series(1, ${COUNT}) g`;
  await t.sql`analyze listings`;
}, 60_000);

async function search(query: string) {
  const parsed = parseListingSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = await searchListings(testServices(t), { ...parsed.value, pageSize: parsed.value.pageSize ?? 100 });
  return { names: result.listings.map((l) => l.name), total: result.total };
}

describe("relevance order on every path", () => {
  it("a common filter: the first walk fills the page", async () => {
    const r = await search("services=ABA%20Therapy");
    expect(r.names).toEqual(expected((l) => l.services.includes("ABA Therapy"), 100));
    expect(r.total).toBe(100);
  });

  it("one listing in 60: the longer walk", async () => {
    const r = await search("services=Speech%20Therapy");
    expect(r.names).toEqual(expected((l) => l.services.includes("Speech Therapy"), 100));
    expect(r.total).toBe(100);
  });

  it("one listing in 400: every match from the GIN index, sorted", async () => {
    const r = await search("language=es");
    const want = expected((l) => l.languages.includes("es"), 100);
    expect(want).toHaveLength(30);
    expect(r.names).toEqual(want);
    expect(r.total).toBe(30);
  });

  it("the state, tier, accepting and rating filters through their flag keys", async () => {
    const match = (l: Generated) =>
      l.services.includes("Speech Therapy") && l.state === "CA" && l.accepting && l.rating >= 2.3 && l.tier === "basic";
    const r = await search("services=Speech%20Therapy&state=CA&accepting=true&rating=2.3&tier=basic");
    expect(r.names).toEqual(expected(match, 100));
    expect(r.names.length).toBeGreaterThan(10);
  });

  it("a minimum rating between half points keeps its exact comparison", async () => {
    const r = await search("services=Speech%20Therapy&rating=4.2");
    const want = expected((l) => l.services.includes("Speech Therapy") && l.rating >= 4.2, 100);
    expect(want.length).toBeGreaterThan(0);
    expect(r.names).toEqual(want);
  });

  it("a place's small radius, short after the first walk: every listing in it read, not a longer walk", async () => {
    const within = `earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(30.5, -97.2)) <= 1.5 * 1609.344`;
    const rows = await t.sql.unsafe<{ name: string }[]>(`
      select name from listings where status = 'active' and services ? 'ABA Therapy' and ${within}
      order by tier_rank desc, intake_fresh desc, name, id limit 100`);
    // Fewer than a page, and enough that the first walk's share of them asks for a longer walk.
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.length).toBeLessThan(100);
    const r = await search("services=ABA%20Therapy&lat=30.5&lng=-97.2&distance=1.5");
    expect(r.names).toEqual(rows.map((row) => row.name));
  });

  it("tiers in the filter and pages of a state page past the first walk", async () => {
    const premium = await search("tier=premium,featured&language=en");
    expect(premium.names).toEqual(expected((l) => l.tier !== "basic" && l.languages.includes("en"), 100));
    const match = (l: Generated) => l.state === "CA" && l.services.includes("Speech Therapy");
    const page = await search("state=CA&state_page=true&services=Speech%20Therapy&page=3&pageSize=24");
    expect(page.names).toEqual(expected(match, 24, 48));
    expect(page.total).toBe(all.filter(match).length);
  });
});

describe("nearest first on both paths", () => {
  /** The matches' ids nearest first (ties by id), straight from SQL: the order the spec asks for. */
  async function nearest(where: string, limit: number): Promise<number[]> {
    const rows = await t.sql.unsafe<{ id: number }[]>(`
      select id from listings where status = 'active' and ${where}
      order by earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(30.5, -97.2)), id limit ${limit}`);
    return rows.map((r) => r.id);
  }

  async function ids(query: string) {
    const parsed = parseListingSearchParams(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const result = await searchListings(testServices(t), { ...parsed.value, pageSize: 100 });
    return result.listings.map((l) => l.id);
  }

  it("filters expected rare: every match read, then sorted by distance", async () => {
    const want = await nearest(`languages ? 'es' and tier = 'premium'`, 100);
    expect(want.length).toBeGreaterThan(10);
    expect(await ids("language=es&tier=premium&lat=30.5&lng=-97.2&sort=distance")).toEqual(want);
  });

  it("common filters: the bounded nearest-first walk, listings at the same point ordered by id", async () => {
    const want = await nearest(`services ? 'ABA Therapy' and accepting_new_clients`, 100);
    expect(want).toHaveLength(100);
    expect(await ids("services=ABA%20Therapy&accepting=true&lat=30.5&lng=-97.2&sort=distance")).toEqual(want);
    // The page after it: the walk keeps the offset's matches too.
    const next = await t.sql<{ id: number }[]>`
      select id from listings where status = 'active' and services ? 'ABA Therapy' and accepting_new_clients
      order by earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(30.5, -97.2)), id limit 24 offset 24`;
    const parsed = parseListingSearchParams(
      new URLSearchParams("services=ABA%20Therapy&accepting=true&lat=30.5&lng=-97.2&distance=40&sort=distance&page=2"),
    );
    if (!parsed.ok) throw new Error(parsed.error.message);
    const page = await searchListings(testServices(t), { ...parsed.value, pageSize: 24 });
    expect(page.listings.map((l) => l.id)).toEqual(next.map((r) => r.id));
  });

  it("a radius the walk passes before the page fills: every match inside it, and none beyond", async () => {
    const within = `earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(30.5, -97.2)) <= 1 * 1609.344`;
    const want = await nearest(`services ? 'ABA Therapy' and ${within}`, 100);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(100);
    expect(await ids("services=ABA%20Therapy&lat=30.5&lng=-97.2&distance=1&sort=distance")).toEqual(want);
  });
});
