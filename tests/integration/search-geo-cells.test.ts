/**
 * A radius search with filters that leave few of the radius's listings reads one scan of the
 * filters' GIN index with the radius's cells (migration 0049), not the point index; with filters
 * that leave many it reads the point index, as before. Either way the answer is the one computed
 * here from earth_distance. listing_geo_cells writes the keys domain/geo-cells.ts computes.
 * 20,000 generated listings around New York; the index choice is read from PostgreSQL's own scan
 * counters.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import { geoCellKeys } from "../../domain/geo-cells.ts";
import { METERS_PER_MILE } from "../../domain/distance.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { indexScans, searchNames } from "../support/search-probes.ts";

const COUNT = 20_000;

let t: TestDatabase;
/** One connection, so its scan counters can be flushed before they are read. */
let searches: Database;

beforeAll(async () => {
  t = await createTestDatabase();
  // Listing g: a grid of 1.5° by 2° around New York; Speech Therapy one in 50, Spanish one in 6.
  await t.sql`
    insert into listings (name, city, state, email, tier, services, languages, latitude, longitude)
    select 'Provider ' || lpad(g::text, 5, '0'), 'Town', 'NY', 'p' || g || '@example.com', 'basic',
           case when g % 50 = 0 then '["Speech Therapy"]' else '["ABA Therapy"]' end::jsonb,
           case when g % 6 = 0 then '["en", "es"]' else '["en"]' end::jsonb,
           40 + (g % 151) / 100.0, -75 + (g % 197) / 100.0
    from generate_series(1, ${COUNT}) g`;
  await t.sql`analyze listings`;
  // 20,000 listings are read whole faster than through any index: without sequential scans the
  // planner chooses among the indexes, as it does at 1,000,000.
  await t.sql.unsafe(`alter database "${t.name}" set enable_seqscan = off`);
  searches = connect(t.url, { max: 1 });
}, 60_000);

afterAll(async () => {
  await searches?.close();
});

const names = (query: string) => searchNames(searches, query);
const scans = () => indexScans(searches, t.sql, ["listings_search_filters_idx", "listings_earth_point_idx"]);

const ORIGIN = { lat: 40.7, lng: -74.1 };
const MILES = 20;

/** The listings within the radius that meet `where`, nearest first. */
async function nearest(where: string) {
  const rows = await t.sql<{ name: string }[]>`
    select name from listings
    where ${t.sql.unsafe(where)}
      and earth_distance(earth_point, ll_to_earth(${ORIGIN.lat}, ${ORIGIN.lng})) <= ${MILES * METERS_PER_MILE}
    order by earth_point <-> ll_to_earth(${ORIGIN.lat}, ${ORIGIN.lng}), id limit 100`;
  return rows.map((r) => r.name);
}

const place = `lat=${ORIGIN.lat}&lng=${ORIGIN.lng}&distance=${MILES}`;

describe("a radius search's cells", () => {
  it("are the keys domain/geo-cells.ts computes, for points on and beside cell edges", async () => {
    const points = [
      { lat: 40.7, lng: -74 },
      { lat: 0.3, lng: -0.3 },
      { lat: 12.35, lng: 1.1 },
      { lat: -33.8, lng: 151.2 },
      { lat: 64.8, lng: -147.7 },
      { lat: 40.799999999999, lng: -73.600000000001 },
    ];
    for (const p of points) {
      const [row] = await t.sql<{ keys: string[] }[]>`select listing_geo_cells(${p.lat}, ${p.lng}) as keys`;
      expect(row!.keys).toEqual(geoCellKeys(p));
    }
    const [none] = await t.sql<{ keys: string[] }[]>`select listing_geo_cells(null, -74) as keys`;
    expect(none!.keys).toEqual([]);
  });

  it("are scanned with rare filters instead of the point index, and the answer is the radius's", async () => {
    const want = await nearest(`services ? 'Speech Therapy'`);
    expect(want.length).toBeGreaterThan(20);
    await searches.sql`select pg_stat_reset()`;
    expect(await names(`services=Speech%20Therapy&${place}&sort=distance`)).toEqual(want);
    // By relevance (every listing basic: name order) through the same condition.
    expect(await names(`services=Speech%20Therapy&${place}&sort=relevance`)).toEqual([...want].sort());
    const counted = await scans();
    expect(counted.listings_search_filters_idx).toBeGreaterThan(0);
    expect(counted.listings_earth_point_idx).toBe(0);
  });

  it("are left out when the filters leave many of the radius's listings: the point index reads them", async () => {
    const want = await nearest(`languages ? 'es'`);
    expect(want).toHaveLength(100);
    await searches.sql`select pg_stat_reset()`;
    expect(await names(`language=es&${place}&sort=distance`)).toEqual(want);
    expect((await scans()).listings_earth_point_idx).toBeGreaterThan(0);
  });
});
