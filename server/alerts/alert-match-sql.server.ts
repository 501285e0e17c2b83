/**
 * The SQL of "this listing matches this saved search" (issue 29, ADR 0026), for the matching
 * statement: `s` is a saved_searches row, `l` a listings row. The place is ONE fragment
 * (alertPlaceCovers), so service areas (a provider found where it serves, not only by its office)
 * can extend it in one place; the filters are the search's filters on the saved columns, with
 * the same meaning as server/listings/filters.server.ts.
 */
import type { Sql } from "@db/client.server.ts";
import { METERS_PER_MILE } from "@domain/distance.ts";
import type { Fragment } from "../listings/sql-fragments.server.ts";

/** earthdistance's earth() radius, in meters. */
const EARTH_RADIUS_METERS = 6_378_168;

/**
 * The listing is in the saved search's place: its office within the radius. `s.area @>` is the
 * GiST-indexed box around the circle (migration 0042), so a changed listing reads only the
 * searches around it. Then, as the search's radius does (withinMeters in
 * server/listings/sql-fragments.server.ts), the straight line through the earth (`<->`, a C
 * operator) decides every pair clearly inside or outside the circle, and only a pair within a
 * billionth of the edge pays for earth_distance, so the answer is exactly earth_distance <= radius.
 *
 * Or one of the listing's service areas covers the searched place, as the search finds it (ADR
 * 0025): a zip code, county or state key of the place (saved with the search, `s.place_keys`, for
 * the care settings it covers; GIN-indexed), or its in-home radius from the office reaching the
 * searched point (the box around the office holds the GiST-indexed centre, earth_distance trims
 * the corners). Each arm is indexed, so a changed listing still reads only searches it can match.
 */
export function alertPlaceCovers(sql: Sql): Fragment {
  const meters = sql`(s.radius_miles * ${METERS_PER_MILE}::float8)`;
  const chord = sql`(2 * ${EARTH_RADIUS_METERS}::float8 * sin(${meters} / (2 * ${EARTH_RADIUS_METERS}::float8)))`;
  const reach = sql`(l.service_radius_miles * ${METERS_PER_MILE}::float8)`;
  return sql`((s.area @> l.earth_point and case
      when (l.earth_point <-> s.centre) <= ${chord} * (1 - 1e-9) then true
      when (l.earth_point <-> s.centre) > ${chord} * (1 + 1e-9) then false
      else earth_distance(s.centre, l.earth_point) <= ${meters} end)
    or (l.service_area_keys <> '{}'::text[] and s.place_keys && l.service_area_keys)
    or (l.service_radius_miles is not null and (cardinality(s.settings) = 0 or 'in-home' = any(s.settings))
      and earth_box(l.earth_point, ${reach}) @> s.centre and earth_distance(s.centre, l.earth_point) <= ${reach}))`;
}

/**
 * The listing's current weeks to start (domain/fact-freshness.ts weeksToStart), null when its
 * intake is not current on `oldestCurrent` (the oldest confirmation day still current today).
 */
export function listingWeeksToStart(sql: Sql, oldestCurrent: string): Fragment {
  return sql`(case when l.intake_confirmed_on >= ${oldestCurrent}::date then
    case when l.accepting_new_clients then 0 when l.accepting_new_clients is false then l.waitlist_weeks::int end end)`;
}

/** The saved search's window in weeks: 0 when it asks for accepting, else its "can start within", else null. */
export function searchWindowWeeks(sql: Sql): Fragment {
  return sql`(case when s.accepting then 0 else s.start_weeks::int end)`;
}

/** Every other filter of the saved search (an empty list or a null is no filter). */
export function alertFiltersMatch(sql: Sql): Fragment {
  return sql`(cardinality(s.services) = 0 or l.services ?| s.services)
    and (cardinality(s.settings) = 0 or l.care_settings ?| s.settings)
    and (cardinality(s.languages) = 0 or l.languages ?| s.languages)
    and (cardinality(s.funding) = 0 or l.funding_accepted ?| s.funding)
    and (cardinality(s.insurance_ids) = 0 or l.insurance_provider_ids && s.insurance_ids)
    and (s.age is null or (coalesce(l.min_age_years, 0) <= s.age and coalesce(l.max_age_years, 32767) >= s.age))
    and (s.min_rating is null or l.rating_average >= s.min_rating)
    and (s.provider_kind is null
      or (s.provider_kind = 'independent_practitioner') = (l.provider_kind is not distinct from 'independent_practitioner'))`;
}
