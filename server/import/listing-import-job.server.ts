import type { JobHandler } from "../jobs/handlers.server.ts";
import { importFilePath, removeImportFile } from "./import-files.server.ts";
import { runListingImport } from "./run-listing-import.server.ts";

/**
 * The `listing_import` job: runs a started import from its stored file, then removes the file.
 * A rerun (crash, retry) resumes after the last committed batch; a finished import is skipped.
 */
export const listingImportJob: JobHandler<"listing_import"> = async (services, { importId }) => {
  const [row] = await services.database.sql<{ storedFile: string | null; status: string }[]>`
    select stored_file as "storedFile", status from listing_imports where id = ${importId}`;
  if (!row || (row.status !== "queued" && row.status !== "running")) return;
  if (!row.storedFile) {
    await services.database.sql`
      update listing_imports set status = 'failed', failure = 'file missing', finished_at = now() where id = ${importId}`;
    return;
  }
  const outcome = await runListingImport(services, {
    importId,
    filePath: importFilePath(services.config, row.storedFile),
  });
  if (outcome.status !== "skipped") {
    await removeImportFile(services.config, row.storedFile);
    await services.database.sql`update listing_imports set stored_file = null where id = ${importId}`;
  }
};
