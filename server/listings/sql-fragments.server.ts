/** SQL pieces shared by the listing queries (postgres.js fragments, always parameterised). */
import type postgres from "postgres";
import type { Sql } from "@db/client.server.ts";
import type { LatLng } from "@domain/distance.ts";
import { cellsCoveringRadius } from "@domain/geo-cells.ts";
import { TIERS, tierRank } from "@domain/tiers.ts";

export type Fragment = postgres.Fragment;

export function joinFragments(sql: Sql, parts: readonly Fragment[], separator: "and" | ","): Fragment {
  if (parts.length === 0) return separator === "and" ? sql`true` : sql``;
  return parts.reduce((acc, part) => (separator === "and" ? sql`${acc} and ${part}` : sql`${acc}, ${part}`));
}

/** A condition the GIN index listings_search_filters_idx answers; `id` names it with its values. */
export interface IndexKey {
  id: string;
  condition: Fragment;
  /**
   * The predicate of a partial copy of that index (listings_fresh_filters_idx): a scan with it
   * reads the copy, which holds only the listings that have the key, so it decodes no postings.
   */
  indexPredicate?: boolean;
}

/**
 * One condition of a search on the listing `l`, with what the search statements need to know of
 * it. Filters (server/listings/filters.server.ts) and places (a radius, a viewport) give these;
 * the statements of ordered-ids.server.ts and name-search.server.ts each place them by `stage`.
 */
export interface SearchCondition {
  /** The exact test. */
  test: Fragment;
  /**
   * range: answered by the leading columns of the result-order indexes (the status, the state);
   * row: tested on each entry (the columns filters read are INCLUDE columns of those indexes);
   * lookup: tested after a name search's candidate cut (the insurer and the minimum rating).
   */
  stage: "range" | "row" | "lookup";
  /** The columns of `listings` the test reads (a name search's candidates carry a lookup's). */
  columns: readonly string[];
  /**
   * Keys of listings_search_filters_idx for the statement that reads every match: it scans those
   * worth it (keysToScan) and tests the others on the row.
   */
  keys?: readonly IndexKey[];
  /** The keys say exactly what `test` says, so that statement leaves `test` out. */
  keysExact?: boolean;
  /**
   * A radius's covering cells as a key (geoCellsKey), which that statement scans instead of the
   * point index when the filters leave few of the radius's listings.
   */
  cells?: { key: IndexKey; circleShare: number };
}

/**
 * listing_search_flags (migrations 0021, 0034), the state, tier rank, intake, rating and current intake (the stored flag) as keys, written
 * as the index listings_search_filters_idx has it, which it must match for the index to apply.
 */
export function searchFlags(sql: Sql): Fragment {
  return sql`listing_search_flags(l.state, l.tier_rank, l.accepting_new_clients, l.rating_average, l.intake_fresh)`;
}

/** Listings of any of these tier ranks, as a key of the GIN index. */
export function tierKey(sql: Sql, ranks: readonly number[]): IndexKey {
  const keys = [...ranks].sort((a, b) => b - a).map((r) => `tier:${r}`);
  return { id: `flags && ${keys.join("|")}`, condition: sql`${searchFlags(sql)} && ${sql.array(keys)}::text[]` };
}

/**
 * Listings whose intake is current (the stored flag): the predicate of listings_fresh_filters_idx
 * (migration 0048), the filters' GIN index over those listings alone, so a scan with the other
 * keys reads a quarter of their postings and none for this one.
 */
export function freshKey(sql: Sql): IndexKey {
  return { id: "intake_fresh", condition: sql`l.intake_fresh`, indexPredicate: true };
}

/**
 * The leading part of the relevance order as one number, tier rank then current intake (higher
 * first): written as listings_earth_point_idx has it (migration 0047), which it must match for
 * the index to test it.
 */
export function relevanceGroup(sql: Sql): Fragment {
  return sql`(l.tier_rank * 2 + l.intake_fresh::int)`;
}

/** A listing's relevance group (relevanceGroup) from its tier rank and whether its intake is current. */
export const groupOf = (rank: number, fresh: boolean) => rank * 2 + (fresh ? 1 : 0);

/** The spec's tier rank as SQL, generated from domain/tiers.ts so the database and the UI agree. */
export function tierRankSql(sql: Sql): Fragment {
  const cases = TIERS.filter((t) => tierRank(t) > 1)
    .map((t) => `when '${t}' then ${tierRank(t)}`)
    .join(" ");
  return sql.unsafe(`(case l.tier ${cases} else 1 end)`);
}

/**
 * The listing's point on earth: the stored ll_to_earth(latitude, longitude) (migration 0020),
 * so a radius test or the nearest-first order reads it instead of computing it for every row,
 * and the GiST index on it gives the nearest-first order.
 */
export function listingPoint(sql: Sql): Fragment {
  return sql`l.earth_point`;
}

/**
 * The point as earthdistance's cube. A search's origin carries it already computed (`earth`, the
 * text of PostgreSQL's own ll_to_earth, which reads back to the same numbers): a statement that
 * names the origin five times otherwise inlines and folds ll_to_earth five times while planning
 * (0.67 against 0.38–0.47 ms at 100,000 listings, docs/performance.md).
 */
export function earthPoint(sql: Sql, p: LatLng & { earth?: string }): Fragment {
  return p.earth ? sql`${p.earth}::earth` : sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`;
}

/** Meters from the origin to the listing (null without coordinates). */
export function metersFrom(sql: Sql, origin: LatLng): Fragment {
  return sql`earth_distance(${listingPoint(sql)}, ${earthPoint(sql, origin)})`;
}

/** earthdistance's earth() radius, in meters. */
const EARTH_RADIUS_METERS = 6_378_168;

/** The listing's point inside the box around the circle (listings_earth_point_idx answers it). */
export function inRadiusBox(sql: Sql, origin: LatLng, meters: number): Fragment {
  return sql`earth_box(${earthPoint(sql, origin)}, ${meters}::float8) @> ${listingPoint(sql)}`;
}

/**
 * Within a radius: the cube box around the circle (the GiST index answers it), then the distance
 * to trim the corners. earth_distance is a SQL function run one call at a time (its sec_to_gc
 * costs microseconds a row, milliseconds over a metro's 2,000 listings), while `<->`, the
 * straight-line distance through the earth it converts, is a C operator. The arc length grows
 * with the straight line, so a listing clearly inside or outside the circle is decided on the
 * straight line alone; only one within a billionth of the radius of its edge (far beyond the
 * error of either computation) gets earth_distance itself, so the answer is exactly
 * earth_distance <= meters.
 */
export function withinMeters(sql: Sql, origin: LatLng, meters: number): Fragment {
  const point = listingPoint(sql);
  const centre = earthPoint(sql, origin);
  const box = inRadiusBox(sql, origin, meters);
  const exact = sql`${metersFrom(sql, origin)} <= ${meters}::float8`;
  // A chord grows with its arc only up to half the circumference; no search radius comes near.
  if (!(meters > 0 && meters < EARTH_RADIUS_METERS)) return sql`${box} and ${exact}`;
  const chord = 2 * EARTH_RADIUS_METERS * Math.sin(meters / (2 * EARTH_RADIUS_METERS));
  return sql`${box} and case when ${point} <-> ${centre} <= ${chord * (1 - 1e-9)}::float8 then true
    when ${point} <-> ${centre} > ${chord * (1 + 1e-9)}::float8 then false else ${exact} end`;
}

/**
 * The latitude/longitude cells covering a radius (domain/geo-cells.ts) as a key of the filters'
 * GIN index (migration 0049), with the circle's share of the cells' area; null where no cells
 * cover it (a pole, the 180th meridian, a radius too wide).
 */
export function geoCellsKey(sql: Sql, origin: LatLng, meters: number): { key: IndexKey; circleShare: number } | null {
  const cover = cellsCoveringRadius(origin, meters, EARTH_RADIUS_METERS);
  if (!cover) return null;
  const key: IndexKey = {
    id: `cells ${cover.keys.join("|")}`,
    condition: sql`listing_geo_cells(l.latitude, l.longitude) && ${sql.array(cover.keys)}::text[]`,
  };
  return { key, circleShare: cover.circleShare };
}
