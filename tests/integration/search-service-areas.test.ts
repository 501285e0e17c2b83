/**
 * Service areas in search (issue 29, ADR 0025), against a brute-force answer on generated data:
 * 3,000 listings around Austin, a third with service areas (in-home radius, zip codes or
 * counties, telehealth states or zip codes), some closed. A search from a zip code, a city or the
 * visitor's location returns the nearest listings (within the radius, if any) and, besides, the
 * nearest offices of those whose area covers the place, each flagged with the area that matched
 * (domain/service-areas.ts coverage: the rule here is the domain's, the selection the SQL's).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { searchListings } from "../../server/listings/search.server.ts";
import { coverage, coveredSettings, type CoveredPlace, type ServiceArea } from "../../domain/service-areas.ts";
import { METERS_PER_MILE } from "../../domain/distance.ts";
import { TEXT_SEARCH_CAP, FILTERED_CAP } from "../../domain/listing-limits.ts";
import type { ListingSearchInput } from "../../domain/search-params.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";

const COUNT = 3_000;
let t: TestDatabase;
let zips: string[] = [];
/** The counties of those zip codes, as the owner's form stores them. */
let counties: { fips: string; name: string }[] = [];

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function areasFor(r: () => number): { areas: ServiceArea[]; settings: string[] } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const someZips = () => [...new Set(Array.from({ length: 1 + Math.floor(r() * 8) }, () => pick(zips)))].sort();
  const roll = r();
  if (roll < 0.55)
    return { areas: [], settings: pick([["center"], ["in-home"], ["telehealth"], ["center", "in-home"]]) };
  if (roll < 0.7)
    return {
      areas: [{ careSetting: "in-home", kind: "radius", radiusMiles: 1 + Math.floor(r() * 30) }],
      settings: ["in-home"],
    };
  if (roll < 0.82)
    return { areas: [{ careSetting: "in-home", kind: "zips", codes: someZips() }], settings: ["center", "in-home"] };
  if (roll < 0.87)
    return {
      areas: [{ careSetting: "telehealth", kind: "states", codes: pick([["TX"], ["OK"], ["CA", "NV"]]) }],
      settings: ["telehealth"],
    };
  if (roll < 0.9)
    return { areas: [{ careSetting: "telehealth", kind: "zips", codes: someZips() }], settings: ["telehealth"] };
  if (roll < 0.93) {
    const some = [...new Set([pick(counties), pick(counties)])].sort((a, b) => a.fips.localeCompare(b.fips));
    const area: ServiceArea = {
      careSetting: "in-home",
      kind: "counties",
      codes: some.map((c) => c.fips),
      names: some.map((c) => `${c.name}, TX`),
    };
    return { areas: [area], settings: ["in-home"] };
  }
  return {
    areas: [
      { careSetting: "in-home", kind: "radius", radiusMiles: 1 + Math.floor(r() * 20) },
      { careSetting: "telehealth", kind: "states", codes: ["TX"] },
    ],
    settings: ["in-home", "telehealth"],
  };
}

interface Known {
  id: number;
  active: boolean;
  settings: string[];
  areas: ServiceArea[];
}
const known: Known[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  zips = (
    await t.sql<{ zip: string }[]>`
      select zip from places where latitude between 29.9 and 30.9 and longitude between -98.3 and -97.2 order by zip`
  ).map((z) => z.zip);
  counties = await t.sql<{ fips: string; name: string }[]>`
    select distinct county_fips as fips, county_name as name from places
    where zip = any(${t.sql.array(zips)}::text[]) and county_fips is not null order by 1`;
  const r = random(29);
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const { areas, settings } = areasFor(r);
    const active = i % 19 !== 0;
    return {
      name: `Provider ${String(i).padStart(4, "0")}`,
      status: active ? "active" : "closed",
      lat: 29.8 + r() * 1.2,
      lng: -98.4 + r() * 1.3,
      settings,
      areas,
    };
  });
  // Telehealth offices far away (California) that serve Texas: found only by their area.
  for (let i = 0; i < 8; i++)
    rows.push({
      name: `Far telehealth ${i}`,
      status: "active",
      lat: 34 + i / 10,
      lng: -118,
      settings: ["telehealth"],
      areas: [{ careSetting: "telehealth", kind: "states", codes: ["TX", "CA"] }],
    });
  for (const row of rows) {
    const [inserted] = await t.sql<{ id: number }[]>`
      insert into listings (name, city, state, status, latitude, longitude, care_settings, service_areas)
      values (${row.name}, 'Austin', 'TX', ${row.status}, ${row.lat}, ${row.lng}, ${JSON.stringify(row.settings)}::jsonb,
              ${JSON.stringify(row.areas)}::jsonb)
      returning id`;
    known.push({ id: inserted!.id, active: row.status === "active", settings: row.settings, areas: row.areas });
  }
  await t.sql`analyze listings`;
}, 120_000);

/** Meters from the point to each active listing's office, by the database's own earth_distance. */
async function officeMeters(point: { lat: number; lng: number }): Promise<Map<number, number>> {
  const rows = await t.sql<{ id: number; m: number }[]>`
    select id, earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${point.lat}::float8, ${point.lng}::float8)) as m
    from listings`;
  return new Map(rows.map((x) => [x.id, x.m]));
}

/** What the search must answer, computed listing by listing. */
async function expected(
  input: { settings?: readonly string[] },
  place: CoveredPlace,
  point: { lat: number; lng: number },
  radiusMiles: number | null,
  cap: number,
  trim = false,
) {
  const meters = await officeMeters(point);
  const filter = input.settings ?? [];
  const settings = coveredSettings(filter);
  const candidates = known.filter(
    (k) => k.active && (filter.length === 0 || k.settings.some((s) => filter.includes(s))),
  );
  const byDistance = (a: Known, b: Known) => meters.get(a.id)! - meters.get(b.id)! || a.id - b.id;
  const near = candidates
    .filter((k) => radiusMiles === null || meters.get(k.id)! <= radiusMiles * METERS_PER_MILE)
    .sort(byDistance)
    .slice(0, cap);
  const nearIds = new Set(near.map((k) => k.id));
  const serving = candidates
    .filter((k) => coverage(k.areas, place, meters.get(k.id)!, settings) !== null)
    .sort(byDistance)
    .filter((k) => !nearIds.has(k.id))
    .slice(0, TEXT_SEARCH_CAP);
  const flags = new Map(candidates.map((k) => [k.id, coverage(k.areas, place, meters.get(k.id)!, settings)]));
  const care = (k: Known) => (flags.get(k.id)?.careSetting === "in-home" ? 0 : meters.get(k.id)!);
  // A search other than by zip or city keeps the cap of the two together, in its order.
  const both = trim
    ? [...near, ...serving].sort((a, b) => care(a) - care(b) || byDistance(a, b)).slice(0, cap)
    : [...near, ...serving];
  return { ids: both.map((k) => k.id).sort((a, b) => a - b), flags, meters };
}

async function placeOfZip(zip: string) {
  const [p] = await t.sql<{ lat: number; lng: number; state: string; county: string }[]>`
    select latitude as lat, longitude as lng, state, county_fips as county from places where zip = ${zip}`;
  return p!;
}

/** The counties of these zip codes. */
async function countiesOf(list: readonly string[]): Promise<string[]> {
  const rows = await t.sql<{ fips: string }[]>`
    select distinct county_fips as fips from places where zip = any(${t.sql.array([...list])}::text[]) and county_fips is not null`;
  return rows.map((x) => x.fips);
}

describe("search with service areas", () => {
  const zipCases: Array<[string, ListingSearchInput]> = [
    ["78701", {}],
    ["78704", { settings: ["in-home"] }],
    ["78745", { settings: ["telehealth"] }],
    ["78701", { distance: 5 }],
    ["78641", { settings: ["center"] }],
  ];
  it.each(zipCases)("zip %s %j: nearest and serving listings, flagged", async (zip, extra) => {
    const point = await placeOfZip(zip);
    const place = { zips: [zip], counties: [point.county], state: point.state };
    const want = await expected(extra, place, point, extra.distance ?? null, TEXT_SEARCH_CAP);
    const r = await searchListings(testServices(t), { query: zip, pageSize: 100, ...extra });
    expect(r.listings.map((l) => l.id).sort((a, b) => a - b)).toEqual(want.ids);
    for (const l of r.listings) expect(l.servesSearchedPlace, `listing ${l.id}`).toEqual(want.flags.get(l.id) ?? null);
    // Nearest first, where a provider coming to the family (in-home area) counts as 0.
    const care = r.listings.map((l) => (l.servesSearchedPlace?.careSetting === "in-home" ? 0 : want.meters.get(l.id)!));
    expect(care).toEqual([...care].sort((a, b) => a - b));
    if (!extra.settings?.includes("center")) expect(r.listings.some((l) => l.servesSearchedPlace)).toBe(true);
  });

  it("in-home providers are found from the counties they serve", async () => {
    const byCounty = known.filter((k) => k.active && k.areas.some((a) => a.kind === "counties"));
    expect(byCounty.length).toBeGreaterThan(20);
    // A zip code of a county some provider lists, 1 mile around it: beyond that, only areas match.
    const fips = byCounty[0]!.areas.flatMap((a) => (a.kind === "counties" ? a.codes : []))[0]!;
    const [row] = await t.sql<
      { zip: string }[]
    >`select zip from places where county_fips = ${fips} order by zip limit 1`;
    const point = await placeOfZip(row!.zip);
    const place = { zips: [row!.zip], counties: [fips], state: "TX" };
    const input = { query: row!.zip, distance: 1, settings: ["in-home" as const], pageSize: 100 };
    const want = await expected(input, place, point, 1, TEXT_SEARCH_CAP);
    const r = await searchListings(testServices(t), input);
    expect(r.listings.map((l) => l.id).sort((a, b) => a - b)).toEqual(want.ids);
    // Some results are there by their county alone (no zip code or radius of theirs reaches the place).
    const onlyCounty = r.listings.filter(
      (l) =>
        l.distanceMiles! > 1 &&
        coverage(
          l.serviceAreas.filter((a) => a.kind !== "counties"),
          place,
          0,
        ) === null,
    );
    expect(onlyCounty.length).toBeGreaterThan(0);
    for (const l of onlyCounty) expect(l.servesSearchedPlace).toEqual({ careSetting: "in-home", state: "TX" });
  });

  it("telehealth offices far away that serve the state are found from it", async () => {
    const r = await searchListings(testServices(t), { query: "90012", settings: ["telehealth"], pageSize: 100 });
    const far = r.listings.filter((l) => l.name.startsWith("Far telehealth"));
    expect(far.length).toBe(8);
    // From a California zip the Austin offices are 1,200 miles away; those serving California are flagged.
    const flagged = r.listings.filter((l) => l.servesSearchedPlace);
    expect(flagged.every((l) => l.serviceAreas.some((a) => a.kind === "states" && a.codes?.includes("CA")))).toBe(true);
    expect(flagged.filter((l) => !l.name.startsWith("Far")).length).toBeGreaterThan(0);
  });

  it("a city search covers the city's 20 zip codes nearest its centre", async () => {
    const r = await searchListings(testServices(t), { query: "Austin, TX", distance: 5, pageSize: 100 });
    expect(r.mode).toBe("city");
    const point = r.origin!;
    // The 20 zip codes of Austin nearest its centre.
    const austinZips = (
      await t.sql<{ zip: string }[]>`
        select zip from places where city = 'Austin' and state = 'TX'
        order by earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${point.lat}, ${point.lng})), zip limit 20`
    ).map((z) => z.zip);
    expect(austinZips.length).toBe(20);
    const place = { zips: austinZips, counties: await countiesOf(austinZips), state: "TX" };
    const want = await expected({}, place, point, r.radiusMiles, TEXT_SEARCH_CAP);
    expect(r.listings.map((l) => l.id).sort((a, b) => a - b)).toEqual(want.ids);
    for (const l of r.listings) expect(l.servesSearchedPlace).toEqual(want.flags.get(l.id) ?? null);
    // Offices beyond the radius are results only by their area, and say so.
    const beyond = r.listings.filter((l) => l.distanceMiles! > r.radiusMiles!);
    expect(beyond.length).toBeGreaterThan(0);
    for (const l of beyond) expect(l.servesSearchedPlace).not.toBeNull();
  });

  it("the visitor's location with a radius: the radius's listings and those serving the nearest zip", async () => {
    const point = { lat: 30.3, lng: -97.75 };
    const [nearest] = await t.sql<{ zip: string; state: string }[]>`
      select zip, state from places order by earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(30.3, -97.75)) limit 1`;
    const input = { location: point, distance: 3, sort: "distance" as const, pageSize: 100 };
    const r = await searchListings(testServices(t), input);
    expect(r.mode).toBe("filtered");
    const place = { zips: [nearest!.zip], counties: await countiesOf([nearest!.zip]), state: nearest!.state };
    const want = await expected({}, place, point, 3, FILTERED_CAP, true);
    expect(r.listings.map((l) => l.id).sort((a, b) => a - b)).toEqual(want.ids);
    for (const l of r.listings) expect(l.servesSearchedPlace).toEqual(want.flags.get(l.id) ?? null);
    expect(r.listings.filter((l) => (l.distanceMiles ?? 0) > 3).every((l) => l.servesSearchedPlace !== null)).toBe(
      true,
    );
  });

  it("a name search and a search without a place flag nothing", async () => {
    const byName = await searchListings(testServices(t), { query: "Far telehealth", pageSize: 50 });
    expect(byName.listings.length).toBeGreaterThan(0);
    expect(byName.listings.every((l) => l.servesSearchedPlace === null)).toBe(true);
    const plain = await searchListings(testServices(t), { pageSize: 50 });
    expect(plain.listings.every((l) => l.servesSearchedPlace === null)).toBe(true);
    expect(plain.listings.some((l) => l.serviceAreas.length > 0)).toBe(true);
  });
});
