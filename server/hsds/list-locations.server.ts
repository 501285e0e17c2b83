/** GET /api/hsds/locations: a page of locations with their address and opening hours. */
import type { UseCaseContext } from "../use-case.ts";
import { listingRecordsPage, type HsdsListInput } from "./listing-records-page.server.ts";
import { locationItem } from "./nest.ts";

export async function listLocations(ctx: UseCaseContext<"database">, input: HsdsListInput) {
  return listingRecordsPage(ctx, input, locationItem);
}
