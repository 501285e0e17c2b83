import type { Database } from "@db/client.server.ts";
import { factDay } from "@domain/fact-freshness.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";

/**
 * At start-up: today's freshness figures when none are stored yet. The crontab does not make
 * up a slot it has never seen, so a first start (or one after a day down) would otherwise show
 * "not computed yet" on /freshness until the next 00:11 UTC. The job key keeps several
 * processes starting at once to one queued run.
 */
export async function queueMissingFreshnessSnapshot(database: Pick<Database, "sql">): Promise<boolean> {
  const [stored] = await database.sql<{ n: number }[]>`
    select count(*)::int as n from freshness_snapshots where day = ${factDay(new Date())}::date`;
  if ((stored?.n ?? 0) > 0) return false;
  await enqueueJob(database, "freshness_snapshot", {}, { jobKey: "freshness_snapshot", maxAttempts: 5 });
  return true;
}
