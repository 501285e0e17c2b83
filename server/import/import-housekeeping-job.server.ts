import type { JobHandler } from "../jobs/handlers.server.ts";
import { failLostImports } from "./fail-lost-imports.server.ts";
import { removeAbandonedPreviews } from "./remove-abandoned-previews.server.ts";
import { removeOrphanRegistryUploads } from "../nppes/remove-orphan-uploads.server.ts";

/** The hourly `import_housekeeping` job (server/jobs/schedule.ts). Safe to repeat. */
export const importHousekeepingJob: JobHandler<"import_housekeeping"> = async (services) => {
  await failLostImports(services);
  const removed = await removeAbandonedPreviews(services);
  if (removed.previews > 0 || removed.files > 0) services.logger.info(removed, "abandoned import previews removed");
  const uploads = await removeOrphanRegistryUploads(services);
  if (uploads > 0) services.logger.info({ files: uploads }, "cut-off registry uploads removed");
};
