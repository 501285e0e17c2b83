/** One listing with everything a listing page shows (and the API's GET /api/listings/{id}). */
import type { UseCaseContext } from "../use-case.ts";
import { toListingApi } from "./listing-mapper.ts";
import { loadListingRows } from "./listing-rows.server.ts";
import type { ListingApi } from "../../domain/listing-schema.ts";

export interface ListingDetail {
  listing: ListingApi;
  /** Where the listing lives: /{state}/{city}/{name}/{id}; other addresses redirect here. */
  preferredUrl: string;
}

/** An active listing by id, or null (unknown or not active: both are "not found" to visitors). */
export async function listingById(
  { database }: UseCaseContext<"database">,
  { id }: { id: number },
): Promise<ListingDetail | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await loadListingRows(database.sql, [id]);
  if (!row || row.status !== "active") return null;
  const listing = toListingApi(row);
  return { listing, preferredUrl: listing.url };
}
