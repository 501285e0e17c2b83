/** Where the listing form's pin starts before coordinates are typed: the zip code's place, else the city's (offline). */
import { stateByCode } from "@domain/states.ts";
import { LISTING_LIMITS } from "@domain/owner-listings.ts";
import type { LatLng } from "@domain/listing-position.ts";
import type { UseCaseContext } from "../use-case.ts";
import { geocodeCity, geocodeZip } from "../listings/geocode.server.ts";

export type ListingPlace = LatLng & { zip: boolean };

/**
 * The place of the zip code (when it is a known 5-digit one), else of the city in the chosen
 * state; null when neither is known. The same lookup places a saved listing without coordinates.
 */
export async function listingPlace(
  ctx: UseCaseContext<"database">,
  input: { zipCode: string; city: string; state: string },
): Promise<ListingPlace | null> {
  const zip = input.zipCode.trim();
  if (/^\d{5}$/.test(zip)) {
    const place = await geocodeZip(ctx, { zip });
    if (place) return { lat: place.lat, lng: place.lng, zip: true };
  }
  const state = stateByCode(input.state.trim())?.code;
  const city = input.city.trim();
  if (!state || !city || city.length > LISTING_LIMITS.cityMax) return null;
  const place = await geocodeCity(ctx, { text: `${city}, ${state}` });
  // "City, ST" looks the city up in that state only.
  return place ? { lat: place.lat, lng: place.lng, zip: false } : null;
}
