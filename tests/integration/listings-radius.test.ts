/**
 * Radius searches on the stored earth point (migration 0020): the point follows the coordinates,
 * and a radius keeps exactly the listings earth_distance puts inside it, at the circle's edge too,
 * nearest first with ties by id.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { METERS_PER_MILE } from "../../domain/distance.ts";
import { parseListingSearchParams } from "../../domain/search-params.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let t: TestDatabase;
const ORIGIN = { lat: 40, lng: -100 };
const MILES = 10;
const METERS = MILES * METERS_PER_MILE;
/** earthdistance's earth() radius: along a meridian, earth_distance is this times the angle. */
const EARTH_RADIUS_METERS = 6_378_168;
/** Latitude (degrees) this far north of the origin, relative to the radius: 0 is on the circle. */
const northAt = (relative: number) => ORIGIN.lat + ((METERS / EARTH_RADIUS_METERS) * (1 + relative) * 180) / Math.PI;
/**
 * Listings just inside and just outside the circle: 16 mm (1e-6) down to far below a millimetre
 * beyond the edge, where the straight line through the earth (shorter than the arc by about 4 mm at
 * this radius) and the arc disagree.
 */
const EDGE = [-1e-3, -1e-6, -1e-7, -1e-8, -1e-10, -1e-13, 0, 1e-13, 1e-10, 1e-8, 1e-7, 1e-6, 1e-3];

async function insertListing(name: string, lat: number | null, lng: number | null): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into listings (name, city, state, email, latitude, longitude)
    values (${name}, 'Hill City', 'KS', 'radius@example.com', ${lat}, ${lng}) returning id`;
  return row!.id;
}

async function search(query: string) {
  const parsed = parseListingSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return searchListings({ database: t }, parsed.value);
}

/** What earth_distance itself says is within the radius, nearest first. */
async function withinByEarthDistance(): Promise<number[]> {
  const rows = await t.sql<{ id: number }[]>`
    select id from listings
    where status = 'active'
      and earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${ORIGIN.lat}, ${ORIGIN.lng})) <= ${METERS}::float8
    order by earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${ORIGIN.lat}, ${ORIGIN.lng})), id`;
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  t = await createTestDatabase();
  for (const [i, relative] of EDGE.entries()) await insertListing(`Edge ${i}`, northAt(relative), ORIGIN.lng);
  await insertListing("Twin A", 40.05, -100.02);
  await insertListing("Twin B", 40.05, -100.02);
  await insertListing("No Coordinates", null, null);
});

describe("the stored earth point", () => {
  it("is ll_to_earth of the coordinates, follows their changes and is null without them", async () => {
    const id = await insertListing("Moving", 30.27, -97.74);
    const point = async () => {
      const [row] = await t.sql<{ same: boolean | null; missing: boolean }[]>`
        select earth_point = ll_to_earth(latitude, longitude)::cube as same, earth_point is null as missing
        from listings where id = ${id}`;
      return row!;
    };
    expect(await point()).toEqual({ same: true, missing: false });
    await t.sql`update listings set latitude = 47.6, longitude = -122.33 where id = ${id}`;
    expect(await point()).toEqual({ same: true, missing: false });
    await t.sql`update listings set latitude = null, longitude = null where id = ${id}`;
    expect(await point()).toEqual({ same: null, missing: true });
    await t.sql`delete from listings where id = ${id}`;
  });
});

describe("a radius", () => {
  it("keeps exactly the listings earth_distance puts within it, nearest first, at the edge too", async () => {
    const expected = await withinByEarthDistance();
    // The fixture straddles the edge: some of it in, some out.
    const edgeIn = EDGE.filter((r) => r < 0).length;
    expect(expected.length).toBeGreaterThanOrEqual(edgeIn + 2);
    expect(expected.length).toBeLessThan(EDGE.length + 2);
    const result = await search(`lat=${ORIGIN.lat}&lng=${ORIGIN.lng}&distance=${MILES}&sort=distance&pageSize=100`);
    expect(result.listings.map((l) => l.id)).toEqual(expected);
    expect(result.total).toBe(expected.length);
  });

  it("orders listings at the same point by id", async () => {
    const result = await search(`lat=${ORIGIN.lat}&lng=${ORIGIN.lng}&distance=${MILES}&sort=distance&pageSize=100`);
    const twins = result.listings.filter((l) => l.name.startsWith("Twin"));
    expect(twins.map((l) => l.name)).toEqual(["Twin A", "Twin B"]);
    expect(twins[0]!.distanceMiles).toBe(twins[1]!.distanceMiles);
  });

  it("keeps the same listings in relevance order (the walk through the result-order index)", async () => {
    const expected = await withinByEarthDistance();
    const result = await search(`lat=${ORIGIN.lat}&lng=${ORIGIN.lng}&distance=${MILES}&sort=relevance&pageSize=100`);
    expect(result.listings.map((l) => l.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(result.listings.map((l) => l.name)).toEqual(result.listings.map((l) => l.name).sort());
  });
});
