import type { JobServices } from "../jobs/handlers.server.ts";
import { runAlerts } from "./match-alerts.server.ts";

/**
 * Daily (server/jobs/schedule.ts), or queued by hand: the day's alert digests (issue 29,
 * server/alerts/match-alerts.server.ts). Safe to repeat: a retry after a crash sends nothing twice.
 */
export async function alertMatchingJob({ config, database, logger }: JobServices): Promise<void> {
  const run = await runAlerts(database, { siteUrl: config.siteUrl });
  if (run.events > 0 || run.sent > 0) logger.info(run, "search alerts run");
}
