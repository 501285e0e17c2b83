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

/** Within a radius: the cube box uses the GiST index, the exact distance trims its corners. */
export function withinMeters(sql: Sql, origin: LatLng, meters: number): Fragment {
  return sql`earth_box(${earthPoint(sql, origin)}, ${meters}::float8) @> ${listingPoint(sql)}
    and ${metersFrom(sql, origin)} <= ${meters}::float8`;
}
