import type { JobHandler } from "../jobs/handlers.server.ts";
import { buildDataPackage } from "./build-data-package.server.ts";

/**
 * The `hsds_data_package` job: queued by the crontab every few minutes (server/jobs/schedule.ts)
 * and by a download that found no package yet. Builds only when the public data changed; a
 * failure is retried by the queue while the previous package stays served.
 */
export const dataPackageJob: JobHandler<"hsds_data_package"> = async (services) => {
  const result = await buildDataPackage(services);
  if (result.built) {
    const { listings, bytes, generation } = result.manifest;
    services.logger.info({ listings, bytes, generation, ms: result.ms }, "HSDS data package built");
  }
};
