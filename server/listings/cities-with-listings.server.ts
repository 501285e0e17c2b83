import { slugify } from "@domain/slug.ts";
import type { UseCaseContext } from "../use-case.ts";
import { activeCities, type CityWithListings } from "./active-cities.server.ts";

/** Cities that have active listings (one state, or all), with the centre of their listings. */
export async function citiesWithListings(
  { database }: UseCaseContext<"database">,
  { state }: { state?: string } = {},
): Promise<CityWithListings[]> {
  const { sql } = database;
  const rows = await activeCities(sql, state ? sql`and state = ${state}` : sql``);
  return rows.map((r) => ({ ...r, slug: slugify(r.city) })).filter((r) => r.slug);
}
