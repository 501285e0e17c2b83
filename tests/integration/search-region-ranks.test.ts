/**
 * A relevance search around a place whose top tier is large (issue 29, migration 0047): the
 * matches of the radius box are read from the top relevance groups down (tier rank, then current
 * intake: listings_earth_point_idx holds the group beside the point), and when the top groups
 * fall short of the page the lower groups complete it. 20,000 generated listings, three quarters
 * of them featured, make the first walk see a few matches among its 5,000 entries and the top
 * group expected to hold the page; each answer is compared with the listings computed here from
 * the same rules.
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
  // Intake confirmed today (current) for a quarter of the basic listings: they rank first among them.
  fresh: g > FEATURED && g % 4 === 0,
});
const all = Array.from({ length: COUNT }, (_, i) => listing(i + 1));

/** The relevance order: featured first, then current intake, then by name. */
const expected = (match: (l: ReturnType<typeof listing>) => boolean) =>
  all
    .filter((l) => l.near && match(l))
    .sort(
      (a, b) =>
        Number(b.featured) - Number(a.featured) || Number(b.fresh) - Number(a.fresh) || (a.name < b.name ? -1 : 1),
    )
    .slice(0, 100)
    .map((l) => l.name);

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.sql`
    insert into listings (name, city, state, email, tier, services, latitude, longitude, fact_sources)
    select 'Provider ' || lpad(g::text, 5, '0'), 'Town', 'TX', 'p' || g || '@example.com',
           case when g <= ${FEATURED} then 'featured' else 'basic' end,
           (case when g % 2 = 0 then '["Speech Therapy"' else '["ABA Therapy"' end
             || case when g % 2 = 0 and (g <= 6000 or g > ${FEATURED}) then ', "Early Intervention"]' else ']' end)::jsonb,
           case when g % 33 = 0 then 30.5 + (g % 7) / 1000.0 else 40 + (g % 100) / 100.0 end,
           case when g % 33 = 0 then -97.2 else -80 - (g % 50) / 100.0 end,
           case when g > ${FEATURED} and g % 4 = 0
             then jsonb_build_object('intake', jsonb_build_object('source', 'owner',
               'confirmedOn', to_char((now() at time zone 'UTC')::date, 'YYYY-MM-DD')))
             else '{}'::jsonb end
    from generate_series(1, ${COUNT}) g`;
  await t.sql`analyze listings`;
  const [fresh] = await t.sql<{ n: number }[]>`select count(*)::int as n from listings where intake_fresh`;
  expect(fresh!.n).toBe(all.filter((l) => l.fresh).length);
}, 60_000);

async function search(query: string) {
  const parsed = parseListingSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = await searchListings(testServices(t), { ...parsed.value, pageSize: 100 });
  return result.listings.map((l) => l.name);
}

describe("relevance order in a radius, top relevance groups first", () => {
  it("the top group's matches fill the page", async () => {
    const want = expected((l) => l.speech);
    expect(want.filter((name) => all.find((l) => l.name === name)!.featured)).toHaveLength(100);
    expect(await search("services=Speech%20Therapy&lat=30.5&lng=-97.2&distance=5")).toEqual(want);
  });

  it("the top group falls short of its expected matches: the lower groups complete the page", async () => {
    const want = expected((l) => l.early);
    const featured = want.filter((name) => all.find((l) => l.name === name)!.featured).length;
    expect(featured).toBeGreaterThan(50);
    expect(featured).toBeLessThan(100);
    // The basic listings on the page are the ones with current intake, not the first by name.
    expect(want.slice(featured).every((name) => all.find((l) => l.name === name)!.fresh)).toBe(true);
    expect(want).toHaveLength(100);
    expect(await search("services=Early%20Intervention&lat=30.5&lng=-97.2&distance=5")).toEqual(want);
  });
});
