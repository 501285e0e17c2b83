/** SQL pieces shared by the listing queries (postgres.js fragments, always parameterised). */
import type postgres from "postgres";
import type { Sql } from "@db/client.server.ts";
import type { LatLng } from "@domain/distance.ts";
import { TIERS, tierRank } from "@domain/tiers.ts";

export type Fragment = postgres.Fragment;

export function joinFragments(sql: Sql, parts: readonly Fragment[], separator: "and" | ","): Fragment {
  if (parts.length === 0) return separator === "and" ? sql`true` : sql``;
  return parts.reduce((acc, part) => (separator === "and" ? sql`${acc} and ${part}` : sql`${acc}, ${part}`));
}

/** The spec's tier rank as SQL, generated from domain/tiers.ts so the database and the UI agree. */
export function tierRankSql(sql: Sql): Fragment {
  const cases = TIERS.filter((t) => tierRank(t) > 1)
    .map((t) => `when '${t}' then ${tierRank(t)}`)
    .join(" ");
  return sql.unsafe(`(case l.tier ${cases} else 1 end)`);
}

/** The listing's point, written exactly as the GiST index expression so the index is used. */
export function listingPoint(sql: Sql): Fragment {
  return sql`ll_to_earth(l.latitude, l.longitude)`;
}

export function earthPoint(sql: Sql, p: LatLng): Fragment {
  return sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`;
}

/** Meters from the origin to the listing (null without coordinates). */
export function metersFrom(sql: Sql, origin: LatLng): Fragment {
  return sql`earth_distance(${listingPoint(sql)}, ${earthPoint(sql, origin)})`;
}

/** earthdistance's earth() radius, in meters. */
const EARTH_RADIUS_METERS = 6_378_168;

/**
 * A latitude/longitude box around the circle, a little larger than it (null where it would
 * reach a pole or cross the antimeridian). Comparing two floats costs next to nothing, while
 * ll_to_earth is a SQL function with a domain check: a search walking thousands of index
 * entries skips most of them on the box before computing any point (issue 16).
 */
function degreeBox(origin: LatLng, meters: number) {
  const radians = (meters / EARTH_RADIUS_METERS) * 1.01;
  const toDegrees = (r: number) => (r * 180) / Math.PI;
  const lat = (origin.lat * Math.PI) / 180;
  if (Math.abs(lat) + radians >= Math.PI / 2 - 0.01) return null;
  const dLat = toDegrees(radians);
  const dLng = toDegrees(radians / Math.cos(Math.abs(lat) + radians));
  if (origin.lng - dLng < -180 || origin.lng + dLng > 180) return null;
  return { south: origin.lat - dLat, north: origin.lat + dLat, west: origin.lng - dLng, east: origin.lng + dLng };
}

/**
 * Within a radius: a latitude/longitude box first (cheap, see degreeBox), the cube box for the
 * GiST index, the exact distance to trim the corners.
 */
export function withinMeters(sql: Sql, origin: LatLng, meters: number): Fragment {
  const box = degreeBox(origin, meters);
  const exact = sql`earth_box(${earthPoint(sql, origin)}, ${meters}::float8) @> ${listingPoint(sql)}
    and ${metersFrom(sql, origin)} <= ${meters}::float8`;
  if (!box) return exact;
  return sql`l.latitude between ${box.south}::float8 and ${box.north}::float8
    and l.longitude between ${box.west}::float8 and ${box.east}::float8 and ${exact}`;
}
