import type { JobServices } from "../jobs/handlers.server.ts";
import { purgeExpired } from "./retention.server.ts";

/**
 * The recurring privacy purge (server/jobs/schedule.ts). Safe to repeat and to meet another
 * run: every deletion is by age, and a run that finds the purge lock taken does nothing. A
 * failure throws, so the queue retries it.
 */
export async function retentionPurgeJob({ database, logger }: JobServices): Promise<void> {
  const counts = await purgeExpired(database);
  if (counts && Object.values(counts).some((n) => n > 0)) logger.info({ deleted: counts }, "retention purge");
}
