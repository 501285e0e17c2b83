import type { UseCaseContext } from "../use-case.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";
import { DATA_PACKAGE_JOB } from "../jobs/schedule.ts";
import { openCurrentDataPackage } from "./data-package-file.server.ts";

/**
 * The last complete HSDS data package, opened for download. When none has been built yet, a
 * build is queued (one at most: the job key) and the answer is null: the caller says "try again".
 */
export async function dataPackageDownload(
  ctx: UseCaseContext<"config" | "database">,
): Promise<Awaited<ReturnType<typeof openCurrentDataPackage>>> {
  const opened = await openCurrentDataPackage(ctx.config);
  if (!opened) await enqueueJob(ctx.database, "hsds_data_package", {}, DATA_PACKAGE_JOB);
  return opened;
}
