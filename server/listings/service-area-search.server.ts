/**
 * Service areas in a search from a place (issue 29, ADR 0025): the place's zip codes and state,
 * and the listings whose area covers it. A search's results are the listings near the place
 * (its radius, or the nearest) and, besides, those that serve it: an in-home radius from the
 * office reaching the point, a zip-code list naming one of the place's zips (a county list one
 * of their counties), a telehealth state
 * list naming its state (domain/service-areas.ts says the same in code).
 */
import { customPlans, type Sql } from "@db/client.server.ts";
import type { LatLng } from "@domain/distance.ts";
import { coverage, placeKeys, type CoveredPlace, type ServiceAreaSetting } from "@domain/service-areas.ts";
import type { UseCaseContext } from "../use-case.ts";
import type { SortKeyRow } from "./listing-rows.server.ts";
import { earthPoint, listingPoint, type Fragment } from "./sql-fragments.server.ts";

/** earthdistance's earth() radius, in meters (as sql-fragments.server.ts). */
const EARTH_RADIUS_METERS = 6_378_168;

/**
 * Zip codes of a city searched that count, the nearest its centre: each listing walked tests its
 * keys against every one (an array overlap), and Houston's 100 zip codes cost a city search 8 ms
 * at 100,000 listings where 20 cost 1 (docs/performance.md).
 */
const CITY_ZIPS = 20;

/**
 * The place a search covers: the zip searched; the city's CITY_ZIPS zip codes nearest its centre;
 * for the visitor's own location, the nearest zip code (the places_earth_idx walk) and its
 * state; with those zip codes' counties.
 */
export async function coveredPlace(
  { database: { sql } }: UseCaseContext<"database">,
  origin: LatLng & { source: "zip" | "city" | "location"; city: string | null; state: string | null },
  zip: string | null,
): Promise<CoveredPlace> {
  type Row = { zip: string; state: string; county: string | null };
  let rows: Row[];
  if (origin.source === "zip" && zip)
    rows = await sql<Row[]>`select zip, state, county_fips as county from places where zip = ${zip}`;
  else if (origin.source === "city" && origin.city && origin.state)
    rows = await sql<Row[]>`
      select zip, state, county_fips as county from places
      where lower(city) = lower(${origin.city}) and state = ${origin.state}
      order by ll_to_earth(latitude, longitude) <-> ${earthPoint(sql, origin)}, zip limit ${CITY_ZIPS}`;
  else
    rows = await sql<Row[]>`
      select zip, state, county_fips as county from places
      order by ll_to_earth(latitude, longitude) <-> ${earthPoint(sql, origin)} limit 1`;
  if (origin.source === "zip" && zip && rows.length === 0) return { zips: [zip], counties: [], state: origin.state };
  const counties = [...new Set(rows.flatMap((r) => (r.county ? [r.county] : [])))];
  const state = origin.source === "location" ? (rows[0]?.state ?? null) : origin.state;
  return { zips: rows.map((r) => r.zip), counties, state };
}

/** The two ways an area covers a place, as conditions on `l` (null when the settings have none). */
export interface CoversConditions {
  /** A zip code or state key of the place (listings_service_area_keys_idx). */
  keys: Fragment | null;
  /** The in-home radius from the office reaching the point (listings_service_radius_idx). */
  radius: Fragment | null;
}

/**
 * "An area of these care settings covers the place": a key of the zip codes and state, or the
 * in-home radius from the office reaching the point (its index holds the box of each radius
 * around the office; the exact distance trims the corners).
 */
export function coversConditions(
  sql: Sql,
  place: CoveredPlace,
  point: LatLng,
  settings: readonly ServiceAreaSetting[],
): CoversConditions {
  const keys = placeKeys(place, settings);
  const p = earthPoint(sql, point);
  const reach = sql`l.service_radius_miles * 1609.344::float8`;
  // As withinMeters (sql-fragments.server.ts): the straight line through the earth (`<->`, a C
  // operator) decides all but the listings within a billionth of the radius of its edge, which
  // get earth_distance (a SQL function, microseconds a row).
  const chord = sql`2 * ${EARTH_RADIUS_METERS}::float8 * sin(${reach} / (2 * ${EARTH_RADIUS_METERS}::float8))`;
  const line = sql`${listingPoint(sql)} <-> ${p}`;
  return {
    keys: keys.length ? sql`l.service_area_keys && ${sql.array(keys)}::text[]` : null,
    radius: settings.includes("in-home")
      ? sql`l.service_radius_miles is not null and earth_box(${listingPoint(sql)}, ${reach}) @> ${p}
          and case when ${line} <= ${chord} * (1 - 1e-9) then true when ${line} > ${chord} * (1 + 1e-9) then false
            else earth_distance(${listingPoint(sql)}, ${p}) <= ${reach} end`
      : null,
  };
}

/**
 * Listings with a service area the nearest-first walk reads at most before reading every match
 * instead: a telehealth state is thousands of listings at 1,000,000 (Texas 2,600), and the radius
 * areas reaching a point in a city hundreds (288 on average at a bench zip code), where the
 * nearest few dozen listings with an area give the page.
 */
const AREA_WALK = 800;

/**
 * The walk is skipped when the filters' expected share (key-shares.server.ts, as if independent)
 * leaves fewer than `limit` × WALK_MARGIN of its AREA_WALK listings: it would not fill the list
 * even were every one of them serving the place (most are not), and the statement reading every
 * match follows anyway. At 100,000 listings such a walk cost 7–10 ms for none or a few hits, the
 * statement after it 1–2 (docs/performance.md). Both give the same ids: the walk is a shortcut.
 */
const WALK_MARGIN = 2;

/**
 * Up to `limit` ids of listings meeting `where` (the search's filters, not its radius) whose
 * area covers the place, nearest office first, leaving out `known` (the search's own results):
 * the listings with an area walked nearest first (listings_service_area_point_idx), at most
 * AREA_WALK of them, each tested; when that does not fill the list (rare filters), every match
 * read through the key index and the radius boxes' index, then sorted. `known` is left out in
 * the statements, not after them: asking for `limit` + its length instead (a capped filtered
 * search's 100) made the walk need 125 hits, which it seldom found, so most searches read every
 * match as well (docs/performance.md). `filterShare`, the share of listings expected to meet the
 * filters, skips a walk that cannot fill the list (WALK_MARGIN).
 */
export async function idsServingPlace(
  sql: Sql,
  where: Fragment,
  covers: CoversConditions,
  point: LatLng,
  limit: number,
  known: readonly number[] = [],
  filterShare = 1,
): Promise<number[]> {
  const arms = [
    covers.keys ? sql`(l.service_area_keys <> '{}'::text[] and ${covers.keys})` : null,
    covers.radius ? sql`(${covers.radius})` : null,
  ].filter((a) => a !== null);
  if (limit <= 0 || arms.length === 0) return [];
  const covered = arms.reduce((acc, arm) => sql`${acc} or ${arm}`);
  const fresh = known.length ? sql`and l.id <> all(${sql.array([...known])}::int[])` : sql``;
  const send = customPlans(sql);
  const distance = sql`${listingPoint(sql)} <-> ${earthPoint(sql, point)}`;
  const walk = Math.max(AREA_WALK, limit * 8);
  const walked =
    filterShare * walk < limit * WALK_MARGIN
      ? []
      : await send<{ id: number }[]>`
    select id from (
      select l.id, ${distance} as distance, (${where} and (${covered})) as hit
      from listings l
      where l.status = 'active' and (l.service_area_keys <> '{}'::text[] or l.service_radius_miles is not null)
        and l.earth_point is not null ${fresh}
      order by ${distance} limit ${walk}) w
    where hit order by distance, id limit ${limit}`;
  if (walked.length >= limit) return walked.map((r) => r.id);
  const all = await send<{ id: number }[]>`
    with matches as materialized (
      select l.id, ${distance} as distance from listings l where ${where} and (${covered}) ${fresh})
    select id from matches order by distance nulls last, id limit ${limit}`;
  return all.map((r) => r.id);
}

/** Each row's area match for the place (null when none of its areas covers it). */
export function markAreaMatches(
  rows: readonly SortKeyRow[],
  place: CoveredPlace,
  settings: readonly ServiceAreaSetting[],
): void {
  for (const row of rows) row.areaMatch = coverage(row.serviceAreas, place, row.meters, settings);
}
