/**
 * The slim listing the map draws (`view=markers` on /api/listings and /api/listings/viewport):
 * a few fields instead of the whole listing, so 500 markers stay a small download.
 */
import { z } from "zod";
import { isDrawable } from "@domain/map.ts";
import { TIERS } from "@domain/tiers.ts";
import { listingSchema, type ListingApi } from "./listing-schema.ts";
import { oneOfParam } from "./query-params.ts";

export const markerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  state: z.string().describe("Two-letter code."),
  tier: z.enum(TIERS),
  latitude: z.number(),
  longitude: z.number(),
  url: z.string().describe("The listing's preferred URL."),
  // A zip-centre marker says it is approximate (marker-layer.ts).
  locationPrecision: listingSchema.shape.locationPrecision,
});

export type MarkerApi = z.infer<typeof markerSchema>;

const LISTING_VIEWS = ["full", "markers"] as const;

export const viewParam = oneOfParam("view", LISTING_VIEWS, {
  description:
    "full (default): whole listings. markers: only what a map marker needs (id, name, city, state, tier, latitude, longitude, url, locationPrecision); listings without drawable coordinates (|latitude| <= 85, |longitude| <= 180) are left out, and /api/listings answers its first 500 in one page.",
  example: "markers",
});

/** Markers of the listings that can be drawn, in the order given. */
export function toMarkers(listings: readonly ListingApi[]): MarkerApi[] {
  const out: MarkerApi[] = [];
  for (const l of listings) {
    if (l.latitude === null || l.longitude === null || !isDrawable(l.latitude, l.longitude)) continue;
    out.push({
      id: l.id,
      name: l.name,
      city: l.city,
      state: l.state,
      tier: l.tier,
      latitude: l.latitude,
      longitude: l.longitude,
      url: l.url,
      locationPrecision: l.locationPrecision,
    });
  }
  return out;
}
