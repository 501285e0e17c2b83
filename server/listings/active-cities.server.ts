/** Active listings grouped by city: shared by the city read models. */
import type { Sql } from "@db/client.server.ts";
import type { Fragment } from "./sql-fragments.server.ts";

export interface CityWithListings {
  city: string;
  state: string;
  slug: string;
  count: number;
  lat: number | null;
  lng: number | null;
}

/** Active listings grouped by city: their count and centre, by state then city. */
export function activeCities(sql: Sql, condition: Fragment) {
  return sql<Omit<CityWithListings, "slug">[]>`
    select city, state, count(*)::int as count,
      avg(latitude)::float8 as lat, avg(longitude)::float8 as lng
    from listings
    where status = 'active' ${condition}
    group by city, state
    order by state, city`;
}
