/** The providers nearest a point (the listing page's "nearby providers", the city page's ring). */
import type { UseCaseContext } from "../use-case.ts";
import { customPlans } from "@db/client.server.ts";
import { METERS_PER_MILE, type LatLng } from "@domain/distance.ts";
import { toListingApi } from "./listing-mapper.ts";
import { loadPickedListingRows } from "./listing-rows.server.ts";
import type { ListingApi } from "../../domain/listing-schema.ts";
import { earthPoint, listingPoint, withinMeters } from "./sql-fragments.server.ts";

export interface NearbyOptions {
  point: LatLng;
  /** A listing to leave out (the one being shown). */
  excludeId?: number;
  limit?: number;
  /** Only listings within this many miles. */
  maxMiles?: number;
}

/** Nearest first, through the GiST index's KNN order; distances are from `point`. */
export async function nearbyListings(
  { database }: UseCaseContext<"database">,
  o: NearbyOptions,
): Promise<ListingApi[]> {
  const { sql } = database;
  const limit = Math.max(0, Math.min(o.limit ?? 6, 100));
  if (limit === 0) return [];
  const nearest = sql`
    select l.id from listings l
    where l.status = 'active' and l.latitude is not null and l.longitude is not null
      ${o.excludeId !== undefined ? sql`and l.id <> ${o.excludeId}` : sql``}
      ${o.maxMiles !== undefined ? sql`and ${withinMeters(sql, o.point, o.maxMiles * METERS_PER_MILE)}` : sql``}
    order by ${listingPoint(sql)} <-> ${earthPoint(sql, o.point)}, l.id
    limit ${limit}`;
  // The nearest and their rows in one statement, planned for this point (customPlans).
  const listings = await loadPickedListingRows(customPlans(sql), nearest, o.point);
  return listings.map(toListingApi);
}
