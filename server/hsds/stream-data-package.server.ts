/**
 * The whole directory (active listings) as an HSDS tabular data package, a zip of
 * datapackage.json and one CSV file per table, streamed as it is read: written to a file in
 * the background (build-data-package.server.ts), which GET /api/hsds/datapackage.zip serves.
 *
 * The ids of the active listings are read first and each table is then written from them, in
 * batches, parents before children (tables.ts): a listing deactivated during the download
 * drops out of the later tables only, so no row ever points at a record missing from the
 * package. Nothing but one batch is held in memory, and a reader that goes away stops the reads.
 */
import { setImmediate } from "node:timers/promises";
import type { UseCaseContext } from "../use-case.ts";
import { isDemoDataLoaded } from "../site.server.ts";
import { csvHeader, csvLine } from "./csv.ts";
import { activeListingIds, activeListingRowsByIds, mapContext } from "./hsds-rows.server.ts";
import { mapListing, type MapContext } from "./map-listing.ts";
import { allTaxonomies } from "./taxonomy.ts";
import { TABLES, columnsOf, dataPackageDescriptor, taxonomyRows } from "./tables.ts";
import { zipStream, type ZipEntry } from "./zip-stream.ts";

const BATCH = 1000;
const YIELD_EVERY = 100;

type Table = (typeof TABLES)[number];

async function* tableCsv(
  table: Table,
  ids: readonly number[],
  ctx: MapContext,
  read: (ids: readonly number[]) => ReturnType<typeof activeListingRowsByIds>,
): AsyncGenerator<string> {
  const columns = columnsOf(table.schema);
  yield csvHeader(columns);
  const fixed = taxonomyRows(table.schema.name, allTaxonomies(), ctx.terms.all);
  if (fixed) {
    yield fixed.map((row) => csvLine(columns, row)).join("");
    return;
  }
  if (!("fromListing" in table)) return;
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await read(ids.slice(start, start + BATCH));
    let chunk = "";
    for (const [i, row] of rows.entries()) {
      // The build runs in an app process (a background job): let requests in between listings.
      if (i > 0 && i % YIELD_EVERY === 0) await setImmediate();
      for (const record of table.fromListing(mapListing(row, ctx))) chunk += csvLine(columns, record);
    }
    if (chunk) yield chunk;
  }
}

export async function streamDataPackage(
  { database }: UseCaseContext<"database">,
  input: { origin: string; now?: Date },
): Promise<{ body: AsyncGenerator<Uint8Array>; listings: number }> {
  const now = input.now ?? new Date();
  const [ids, ctx, demoData] = await Promise.all([
    activeListingIds(database.sql),
    mapContext(database.sql, input.origin),
    isDemoDataLoaded({ database }),
  ]);
  const read = (batch: readonly number[]) => activeListingRowsByIds(database.sql, batch);
  const descriptor = dataPackageDescriptor({ origin: input.origin, created: now.toISOString(), demoData });
  const entries: ZipEntry[] = [
    { name: "datapackage.json", content: [`${JSON.stringify(descriptor, null, 2)}\n`] },
    ...TABLES.map((table) => ({ name: table.schema.path, content: tableCsv(table, ids, ctx, read) })),
  ];
  return { body: zipStream(entries, now), listings: ids.length };
}
