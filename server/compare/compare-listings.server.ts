import { parseCompareIds } from "../../domain/community/compare.ts";
import { geocodeCity, geocodeZip, type GeocodedPlace } from "../listings/geocode.server.ts";
import { listingsByIds } from "../listings/listing-cards.server.ts";
import type { ListingApi } from "../../domain/listing-schema.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface Comparison {
  listings: ListingApi[];
  /** The place distances are measured from, when one was given and found. */
  place: GeocodedPlace | null;
  /** True when a place was given but not found. */
  unknownPlace: boolean;
}

/**
 * /compare?ids=1,2,3&location=78701: up to 4 listings side by side, with their distance from
 * the searched place (a zip code or a city, geocoded offline). Extra or unknown ids are dropped.
 */
export async function compareListings(
  ctx: UseCaseContext<"database">,
  input: { ids: string | null; location?: string | null },
): Promise<Comparison> {
  const ids = parseCompareIds(input.ids);
  const text = (input.location ?? "").trim().slice(0, 100);
  let place: GeocodedPlace | null = null;
  if (text) {
    place = /^\d{5}$/.test(text) ? await geocodeZip(ctx, { zip: text }) : await geocodeCity(ctx, { text });
  }
  const listings = await listingsByIds(ctx, { ids, origin: place });
  return { listings, place, unknownPlace: text !== "" && place === null };
}
