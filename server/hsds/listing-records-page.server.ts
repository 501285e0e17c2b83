/** One page of listings as HSDS records, with the total: what every HSDS list answer is made of. */
import type { UseCaseContext } from "../use-case.ts";
import { activeListingRowsPage, countActiveListings, mapContext } from "./hsds-rows.server.ts";
import { mapListing } from "./map-listing.ts";
import { hsdsPage, type PageInput } from "./page-params.ts";
import type { HsdsListingRecords, HsdsPage } from "./types.ts";

export interface HsdsListInput extends PageInput {
  /** The site's origin, for links to listing pages. */
  origin: string;
}

export async function listingRecordsPage<T>(
  { database }: UseCaseContext<"database">,
  input: HsdsListInput,
  shape: (records: HsdsListingRecords) => T,
): Promise<HsdsPage<T>> {
  const { sql } = database;
  // Three statements whatever the page size: the count, the page, the insurers.
  const [total, rows, ctx] = await Promise.all([
    countActiveListings(sql),
    activeListingRowsPage(sql, input.perPage, (input.page - 1) * input.perPage),
    mapContext(sql, input.origin),
  ]);
  return hsdsPage(
    total,
    input,
    rows.map((row) => shape(mapListing(row, ctx))),
  );
}
