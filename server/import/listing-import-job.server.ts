import type { JobHandler } from "../jobs/handlers.server.ts";
import { importFilePath, removeImportFile } from "./import-files.server.ts";
import { IMPORT_FAILURES, markImportFailed } from "./import-failure.server.ts";
import { runListingImport } from "./run-listing-import.server.ts";

/**
 * The `listing_import` job: runs a started import from its stored file, then removes the file.
 * A rerun (crash, retry) resumes after the last committed batch; a finished import is skipped.
 * When its last try fails too, the import is marked failed with the reason, so the page stops
 * showing it as running (a last try cut short by a crash is caught by import-housekeeping).
 */
export const listingImportJob: JobHandler<"listing_import"> = async (services, { importId }, run) => {
  const [row] = await services.database.sql<{ storedFile: string | null; status: string }[]>`
    select stored_file as "storedFile", status from listing_imports where id = ${importId}`;
  if (!row || (row.status !== "queued" && row.status !== "running")) return;
  if (!row.storedFile) {
    await markImportFailed(services, { importId, failure: IMPORT_FAILURES.fileUnreadable, detail: "file missing" });
    return;
  }
  let outcome;
  try {
    outcome = await runListingImport(services, {
      importId,
      filePath: importFilePath(services.config, row.storedFile),
    });
  } catch (error) {
    if (run.attempt < run.maxAttempts) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    services.logger.error({ importId, attempts: run.attempt, err: detail }, "listing import given up");
    await markImportFailed(services, { importId, failure: IMPORT_FAILURES.gaveUp, detail });
    return;
  }
  if (outcome.status !== "skipped") {
    await removeImportFile(services.config, row.storedFile);
    await services.database.sql`update listing_imports set stored_file = null where id = ${importId}`;
  }
};
