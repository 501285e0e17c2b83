import type { JobHandler } from "../jobs/handlers.server.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";
import { NppesLayoutError } from "@domain/nppes/layout.ts";
import { markNppesImportFailed, removeOwnedFile } from "./finish-nppes-import.server.ts";
import { NppesFileError, runNppesImport } from "./run-nppes-import.server.ts";
import { NPPES_IMPORT_QUEUE } from "./start-nppes-import.server.ts";
import { registryFailureOf } from "./registry-failure.server.ts";

/**
 * The `nppes_import` job: runs a registry import to its end. A rerun (crash, retry) resumes from
 * its last committed batch. A file the reader refuses (a missing column) fails at once with the
 * reason; any other error is retried, and the last try marks the import failed.
 */
export const nppesImportJob: JobHandler<"nppes_import"> = async (services, { importId }, run) => {
  try {
    const outcome = await runNppesImport(services, { importId });
    if (outcome.status === "busy") {
      // Another import holds the registry (say, a command-line one): try again in a minute.
      await enqueueJob(
        services.database,
        "nppes_import",
        { importId },
        {
          queueName: NPPES_IMPORT_QUEUE,
          runAt: new Date(Date.now() + 60_000),
          maxAttempts: 10,
        },
      );
      return;
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const refused = error instanceof NppesLayoutError || error instanceof NppesFileError;
    if (!refused && run.attempt < run.maxAttempts) throw error;
    services.logger.error({ importId, attempts: run.attempt, err: detail }, "registry import failed");
    const failure = registryFailureOf(error, { fileGone: error instanceof NppesFileError });
    await markNppesImportFailed(services.database, { importId, failure, detail });
  }
  await removeOwnedFile(services.database, importId);
};
