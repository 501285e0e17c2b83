/**
 * Service areas in a search from a place (issue 29, ADR 0025): the place's zip codes and state,
 * and the listings whose area covers it. A search's results are the listings near the place
 * (its radius, or the nearest) and, besides, those that serve it: an in-home radius from the
 * office reaching the point, a zip-code list naming one of the place's zips, a telehealth state
 * list naming its state (domain/service-areas.ts says the same in code).
 */
import { customPlans, type Sql } from "@db/client.server.ts";
import type { LatLng } from "@domain/distance.ts";
import { coverage, placeKeys, type CoveredPlace, type ServiceAreaSetting } from "@domain/service-areas.ts";
import type { UseCaseContext } from "../use-case.ts";
import type { ListingRow } from "./listing-rows.server.ts";
import { earthPoint, listingPoint, type Fragment } from "./sql-fragments.server.ts";

/** Zip codes of a city at most (New York has about 180). */
const CITY_ZIPS = 400;

/**
 * The place a search covers: the zip searched; every zip of the city searched; for the
 * visitor's own location, the nearest zip code (the places_earth_idx walk) and its state.
 */
export async function coveredPlace(
  { database: { sql } }: UseCaseContext<"database">,
  origin: LatLng & { source: "zip" | "city" | "location"; city: string | null; state: string | null },
  zip: string | null,
): Promise<CoveredPlace> {
  if (origin.source === "zip" && zip) return { zips: [zip], state: origin.state };
  if (origin.source === "city" && origin.city && origin.state) {
    const rows = await sql<{ zip: string }[]>`
      select zip from places where lower(city) = lower(${origin.city}) and state = ${origin.state}
      order by zip limit ${CITY_ZIPS}`;
    return { zips: rows.map((r) => r.zip), state: origin.state };
  }
  const [row] = await sql<{ zip: string; state: string }[]>`
    select zip, state from places
    order by ll_to_earth(latitude, longitude) <-> ${earthPoint(sql, origin)} limit 1`;
  return row ? { zips: [row.zip], state: row.state } : { zips: [], state: null };
}

/**
 * The condition "an area of these care settings covers the place": a key of the zip codes and
 * state (listings_service_area_keys_idx) or the in-home radius from the office reaching the
 * point (listings_service_radius_idx on the radius's box, then the exact distance). Each arm
 * repeats its index's predicate, so the planner may OR the two index scans.
 */
export function coversCondition(
  sql: Sql,
  place: CoveredPlace,
  point: LatLng,
  settings: readonly ServiceAreaSetting[],
): Fragment | null {
  const arms: Fragment[] = [];
  const keys = placeKeys(place, settings);
  if (keys.length)
    arms.push(sql`(l.service_area_keys <> '{}'::text[] and l.service_area_keys && ${sql.array(keys)}::text[])`);
  if (settings.includes("in-home")) {
    const p = earthPoint(sql, point);
    const reach = sql`l.service_radius_miles * 1609.344::float8`;
    arms.push(sql`(l.service_radius_miles is not null and earth_box(${listingPoint(sql)}, ${reach}) @> ${p}
      and earth_distance(${listingPoint(sql)}, ${p}) <= ${reach})`);
  }
  if (arms.length === 0) return null;
  return arms.reduce((acc, arm) => sql`${acc} or ${arm}`);
}

/**
 * Up to `limit` ids of listings meeting `where` (the search's filters, not its radius) whose
 * area covers the place, nearest office first. Every match is read through the two indexes, then
 * sorted: a nearest-first walk would pass over every nearer listing that serves elsewhere.
 */
export async function idsServingPlace(
  sql: Sql,
  where: Fragment,
  covers: Fragment,
  point: LatLng,
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await customPlans(sql)<{ id: number }[]>`
    with matches as materialized (
      select l.id, ${listingPoint(sql)} <-> ${earthPoint(sql, point)} as distance
      from listings l where ${where} and (${covers}))
    select id from matches order by distance nulls last, id limit ${limit}`;
  return rows.map((r) => r.id);
}

/** Each row's area match for the place (null when none of its areas covers it). */
export function markAreaMatches(
  rows: readonly ListingRow[],
  place: CoveredPlace,
  settings: readonly ServiceAreaSetting[],
): void {
  for (const row of rows) row.areaMatch = coverage(row.serviceAreas, place, row.meters, settings);
}
