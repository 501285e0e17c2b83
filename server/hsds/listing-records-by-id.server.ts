/** One listing's HSDS records, found by the HSDS id of one of them; null when none is published. */
import type { UseCaseContext } from "../use-case.ts";
import { activeListingRowsByIds, mapContext } from "./hsds-rows.server.ts";
import { parseHsdsId, type HsdsKind } from "./ids.ts";
import { mapListing } from "./map-listing.ts";
import type { HsdsListingRecords } from "./types.ts";

export async function listingRecordsById(
  { database }: UseCaseContext<"database">,
  input: { kind: HsdsKind; id: string; origin: string },
): Promise<HsdsListingRecords | null> {
  const parsed = parseHsdsId(input.kind, input.id);
  // An id of another kind, a sub-record's id or a listing id past int4 names nothing we publish.
  if (!parsed || parsed.sub !== 0 || parsed.number < 1 || parsed.number > 2_147_483_647) return null;
  const [[row], ctx] = await Promise.all([
    activeListingRowsByIds(database.sql, [parsed.number]),
    mapContext(database.sql, input.origin),
  ]);
  return row ? mapListing(row, ctx) : null;
}
