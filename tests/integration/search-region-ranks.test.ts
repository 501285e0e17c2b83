/**
 * A relevance search around a place whose top tier is large (issue 29, migration 0047): the
 * matches of the radius box are read from the top tier ranks down (listings_earth_point_idx
 * holds the rank beside the point), and when the top ranks fall short of the page the lower
 * ranks complete it. 20,000 generated listings, three quarters of them featured, make the first
 * walk see a few matches among its 5,000 entries and the top rank expected to hold the page;
 * each answer is compared with the listings computed here from the same rules.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { searchListings } from "../../server/listings/search.server.ts";
import { parseListingSearchParams } from "../../domain/search-params.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";

const COUNT = 20_000;
const FEATURED = 15_000;

/** Listing g as the SQL below inserts it (name order is g's order). */
const listing = (g: number) => ({
  name: `Provider ${String(g).padStart(5, "0")}`,
  featured: g <= FEATURED,
  // About one listing in 33 lies in the searched radius; the rest are far away.
  near: g % 33 === 0,
  speech: g % 2 === 0,
  // Early Intervention: even listings, but among the featured only the first 6,000.
  early: g % 2 === 0 && (g <= 6_000 || g > FEATURED),
});
const all = Array.from({ length: COUNT }, (_, i) => listing(i + 1));

/** Featured first, then by name: the relevance order when no intake is current. */
const expected = (match: (l: ReturnType<typeof listing>) => boolean) =>
  all
    .filter((l) => l.near && match(l))
    .sort((a, b) => Number(b.featured) - Number(a.featured) || (a.name < b.name ? -1 : 1))
    .slice(0, 100)
    .map((l) => l.name);

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.sql`
    insert into listings (name, city, state, email, tier, services, latitude, longitude)
    select 'Provider ' || lpad(g::text, 5, '0'), 'Town', 'TX', 'p' || g || '@example.com',
           case when g <= ${FEATURED} then 'featured' else 'basic' end,
           (case when g % 2 = 0 then '["Speech Therapy"' else '["ABA Therapy"' end
             || case when g % 2 = 0 and (g <= 6000 or g > ${FEATURED}) then ', "Early Intervention"]' else ']' end)::jsonb,
           case when g % 33 = 0 then 30.5 + (g % 7) / 1000.0 else 40 + (g % 100) / 100.0 end,
           case when g % 33 = 0 then -97.2 else -80 - (g % 50) / 100.0 end
    from generate_series(1, ${COUNT}) g`;
  await t.sql`analyze listings`;
}, 60_000);

async function search(query: string) {
  const parsed = parseListingSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = await searchListings(testServices(t), { ...parsed.value, pageSize: 100 });
  return result.listings.map((l) => l.name);
}

describe("relevance order in a radius, top tier ranks first", () => {
  it("the top rank's matches fill the page", async () => {
    const want = expected((l) => l.speech);
    expect(want.filter((name) => all.find((l) => l.name === name)!.featured)).toHaveLength(100);
    expect(await search("services=Speech%20Therapy&lat=30.5&lng=-97.2&distance=5")).toEqual(want);
  });

  it("the top rank falls short of its expected matches: the lower ranks complete the page", async () => {
    const want = expected((l) => l.early);
    const featured = want.filter((name) => all.find((l) => l.name === name)!.featured).length;
    expect(featured).toBeGreaterThan(50);
    expect(featured).toBeLessThan(100);
    expect(want).toHaveLength(100);
    expect(await search("services=Early%20Intervention&lat=30.5&lng=-97.2&distance=5")).toEqual(want);
  });
});
