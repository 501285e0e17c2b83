import { slugify } from "@domain/slug.ts";
import { keptUntilDataChanges, type KeptContext } from "@db/data-generation.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { activeCities, type CityWithListings } from "./active-cities.server.ts";

export type { CityWithListings } from "./active-cities.server.ts";

/**
 * A state's city names by slug, from the (state, city) index alone, kept until the data changes:
 * Texas has about 1,400 names at 100,000 listings, and reading and slugging them took ≈ 1 ms of
 * the app's CPU on every state and city page.
 */
const cityNamesBySlug = keptUntilDataChanges(async (database, state: string) => {
  const names = await database.sql<{ city: string }[]>`select distinct city from listings where state = ${state}`;
  const bySlug = new Map<string, string[]>();
  for (const { city } of names) {
    const slug = slugify(city);
    const spellings = bySlug.get(slug);
    if (spellings) spellings.push(city);
    else bySlug.set(slug, [city]);
  }
  return bySlug;
});

/**
 * The city of a state whose slug matches, or null. Two small reads instead of grouping every
 * listing of the state (24 ms for Texas at 100,000 listings, ≈ 2 ms this way): the state's
 * city names matched by slug (kept, above), then the counts and centres of the matching names.
 */
async function readCityBySlug(ctx: KeptContext, { state, slug }: CitySlug): Promise<CityWithListings | null> {
  const wanted = (await cityNamesBySlug(ctx, state)).get(slug);
  if (!wanted) return null;
  const { sql } = ctx.database;
  const rows = await activeCities(sql, sql`and state = ${state} and city = any(${sql.array(wanted)}::text[])`);
  const matches = rows.map((r) => ({ ...r, slug }));
  if (matches.length === 0) return null;
  // Spellings that slug alike ('St. Louis', 'St Louis') count as one city.
  const count = matches.reduce((n, c) => n + c.count, 0);
  const main = matches.reduce((a, b) => (b.count > a.count ? b : a));
  return { ...main, count };
}

interface CitySlug {
  state: string;
  slug: string;
}

/**
 * Cities kept until the data changes: every city page and every city search's "see all" link
 * asks, and the counts cost a statement each time. Bounded, since any slug may be asked.
 */
const keptCities = keptUntilDataChanges((database, city: CitySlug) => readCityBySlug({ database }, city), {
  maxKeys: 2_000,
  keyOf: ({ state, slug }) => `${state}/${slug}`,
});

export async function cityBySlug(
  ctx: UseCaseContext<"database" | "dataGeneration">,
  city: CitySlug,
): Promise<CityWithListings | null> {
  return keptCities(ctx, city);
}
