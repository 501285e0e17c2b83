import type { UseCaseContext } from "../use-case.ts";
import { toListingApi } from "./listing-mapper.ts";
import { loadListingRows } from "./listing-rows.server.ts";
import type { ListingApi } from "../../domain/listing-schema.ts";

/**
 * Active listings by id, in the order asked (favorites, comparison), with the distance from
 * `origin` when given; unknown and inactive ids are skipped.
 */
export async function listingsByIds(
  { database }: UseCaseContext<"database">,
  { ids, origin = null }: { ids: readonly number[]; origin?: { lat: number; lng: number } | null },
): Promise<ListingApi[]> {
  if (ids.length === 0) return [];
  const rows = await loadListingRows(database.sql, [...ids], origin);
  return rows.filter((r) => r.status === "active").map(toListingApi);
}
