/** Offline geocoding of search text from the places table (every US zip code). */
import type { UseCaseContext } from "../use-case.ts";
import { cityCandidates } from "@domain/search-query.ts";

export interface GeocodedPlace {
  lat: number;
  lng: number;
  /** 'Austin, TX' or '78701 (Austin, TX)'. */
  label: string;
  city: string;
  state: string;
  zip: string | null;
}

/** A zip code's place, or null for a zip no US place has. */
export async function geocodeZip(
  { database }: UseCaseContext<"database">,
  { zip }: { zip: string },
): Promise<GeocodedPlace | null> {
  const { sql } = database;
  const [row] = await sql<{ city: string; state: string; lat: number; lng: number }[]>`
    select city, state, latitude as lat, longitude as lng from places where zip = ${zip}`;
  return row ? { ...row, zip, label: `${zip} (${row.city}, ${row.state})` } : null;
}

/**
 * A city's centre: the average of its zip codes. A state named in the text wins; otherwise the
 * preferred state (the search's state filter), otherwise the state where the city has most zips.
 */
export async function geocodeCity(
  { database }: UseCaseContext<"database">,
  { text, preferredState }: { text: string; preferredState?: string },
): Promise<GeocodedPlace | null> {
  const { sql } = database;
  for (const candidate of cityCandidates(text)) {
    const [row] = await sql<{ city: string; state: string; lat: number; lng: number }[]>`
      select min(city) as city, state, avg(latitude)::float8 as lat, avg(longitude)::float8 as lng
      from places
      where lower(city) = any(${sql.array(candidate.spellings)}::text[])
        ${candidate.state ? sql`and state = ${candidate.state}` : sql``}
      group by state
      order by coalesce(state = ${preferredState ?? null}::text, false) desc, count(*) desc, state
      limit 1`;
    if (row) return { ...row, zip: null, label: `${row.city}, ${row.state}` };
  }
  return null;
}
