import { METERS_PER_MILE, isNearby } from "@domain/distance.ts";
import { listingUrl } from "@domain/listing-url.ts";
import { TIERS, type Tier } from "@domain/tiers.ts";
import type { ListingRow } from "./listing-rows.server.ts";
import type { ListingApi } from "../../domain/listing-schema.ts";

const asTier = (tier: string): Tier => ((TIERS as readonly string[]).includes(tier) ? (tier as Tier) : "basic");

/** Miles with three decimals: enough for the card's feet display under a mile (about 5 ft). */
function metersToMiles(meters: number | null | undefined): number | null {
  if (meters == null || !Number.isFinite(meters)) return null;
  return Math.round((meters / METERS_PER_MILE) * 1000) / 1000;
}

/** A listing row as the API and the pages show it. */
export function toListingApi(row: ListingRow): ListingApi {
  const { meters, ...rest } = row;
  const distanceMiles = metersToMiles(meters);
  return {
    ...rest,
    tier: asTier(row.tier),
    averageRating: Number(row.averageRating),
    distanceMiles,
    isNearby: isNearby(distanceMiles),
    url: listingUrl(row),
  };
}
