/**
 * The authorization matrix of the admin data work (issue 13): the listing CSV import (preview,
 * start, discard, read, report), the listing export and the dashboard's numbers × (signed out,
 * listing_contributor, listing_admin, site_admin, a deactivated site_admin) → allowed or
 * refused; a refusal changes nothing (no row, no stored file, no job, no audit entry), and an
 * allowed change is in the audit log under the admin who made it.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, it } from "vitest";
import { DEFAULT_ADMIN_LISTING_FILTERS } from "../../domain/admin-listing-filters.ts";
import { adminActionCounts } from "../../server/admin/admin-action-counts.server.ts";
import { dashboardTrends } from "../../server/admin/dashboard-trends.server.ts";
import type { AppServices } from "../../server/context.ts";
import { discardListingImport } from "../../server/import/discard-listing-import.server.ts";
import { exportListingsCsv } from "../../server/import/export-listings-csv.server.ts";
import { listingImportDetails, recentListingImports } from "../../server/import/listing-import-view.server.ts";
import { previewListingImport } from "../../server/import/preview-listing-import.server.ts";
import { rejectedRowsCsv } from "../../server/import/rejected-rows-csv.server.ts";
import { startListingImport } from "../../server/import/start-listing-import.server.ts";
import { searchActivity } from "../../server/insights/search-activity.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { IMPORT_HEADER, previewAs, uploadRequest } from "./import-support.ts";
import { callerCtx } from "./owners-support.ts";
import { CALLERS, expectSiteAdminOnly, makeCallers, type Outcome, type SiteAdminAction } from "./site-admin-matrix.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let ids: Awaited<ReturnType<typeof makeCallers>>;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("aba-data-auth-");
  services = testServices(t, { DATA_DIR: dataDir });
  ids = await makeCallers(t);
});

/** Everything these actions could change: rows, queued jobs and the uploaded files. */
async function snapshot(): Promise<string> {
  const parts = [];
  for (const table of [
    "listings",
    "listing_imports",
    "listing_import_rejects",
    "audit_log",
    "graphile_worker._private_jobs",
  ]) {
    parts.push(JSON.stringify(await t.sql.unsafe(`select * from ${table} order by 1`)));
  }
  parts.push(JSON.stringify((await readdir(path.join(dataDir, "imports")).catch(() => [])).sort()));
  return parts.join("\n");
}

let row = 0;
/** A file with one good row and one bad one (so an import has a report), new each time. */
function csv(): string {
  row++;
  return [
    IMPORT_HEADER,
    `Matrix ${row} ABA,${row} Main St,Austin,TX,78701,m${row}@example.com,,,,`,
    `Bad Zip ${row} ABA,${row} Elm St,Austin,TX,7870,b${row}@example.com,,,,`,
  ].join("\n");
}

/** A stored preview, uploaded by the site admin. */
const preview = async () => String((await previewAs(services, ids.site_admin, csv())).id);

/** An import the site admin ran to its end, with its report of rejected rows. */
async function finishedImport(): Promise<string> {
  const importId = await preview();
  const started = await startListingImport(await callerCtx(services, ids.site_admin), { importId });
  if (!started.ok) throw new Error(started.error.code);
  await runQueuedJobs(services);
  return importId;
}

/** A CSV download is read to its end, so a failure while streaming shows too. */
async function drained(result: { ok: true; value: { body: ReadableStream<Uint8Array> } } | { ok: false }) {
  if (result.ok) await new Response(result.value.body).text();
  return result as Outcome;
}

const ACTIONS: SiteAdminAction[] = [
  {
    name: "upload a file for its preview",
    setup: async () => (ctx) => previewListingImport(ctx, { request: uploadRequest(csv()) }),
  },
  {
    name: "start an import",
    audit: "listing_import_started",
    setup: async () => {
      const importId = await preview();
      return (ctx) => startListingImport(ctx, { importId });
    },
  },
  {
    name: "discard a preview",
    audit: "listing_import_discarded",
    setup: async () => {
      const importId = await preview();
      return (ctx) => discardListingImport(ctx, { importId });
    },
  },
  {
    name: "read an import and its progress",
    setup: async () => {
      const importId = await preview();
      return (ctx) => listingImportDetails(ctx, { importId });
    },
  },
  { name: "list the recent imports", setup: async () => (ctx) => recentListingImports(ctx) },
  {
    name: "download the rejected rows",
    setup: async () => {
      const importId = await finishedImport();
      return async (ctx) => drained(await rejectedRowsCsv(ctx, { importId, locale: "en" }));
    },
  },
  {
    name: "export the listings",
    setup: async () => async (ctx) => drained(await exportListingsCsv(ctx, { filters: DEFAULT_ADMIN_LISTING_FILTERS })),
  },
  { name: "read the dashboard's counts", setup: async () => (ctx) => adminActionCounts(ctx) },
  { name: "read the dashboard's charts", setup: async () => (ctx) => dashboardTrends(ctx) },
  { name: "read the search log", setup: async () => (ctx) => searchActivity(ctx) },
];

describe.each(ACTIONS)("$name", (action) => {
  it.each(CALLERS)("as %s", (caller) => expectSiteAdminOnly(services, ids, action, caller, snapshot));
});
