import type { JobServices } from "../jobs/handlers.server.ts";
import { recordFreshnessSnapshot } from "./freshness-figures.server.ts";

/** Daily (server/jobs/schedule.ts): today's freshness figures for /freshness. Safe to repeat: replaces the day's rows. */
export async function freshnessSnapshotJob({ database, logger }: JobServices): Promise<void> {
  const rows = await recordFreshnessSnapshot(database.sql);
  logger.info({ rows }, "freshness figures stored");
}
