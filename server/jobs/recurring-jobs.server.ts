/**
 * Jobs the queue starts on a schedule (graphile-worker's cron). Every app process runs the
 * schedule, and the library records each tick in its known_crontabs table, so a tick queues its
 * job once however many processes run. A missed tick (every process down) is made up within
 * `backfillPeriod`.
 */
import { parseCronItems, type ParsedCronItem } from "graphile-worker";
import type { JobName } from "./job-types.ts";

interface RecurringJob {
  task: JobName;
  /** Cron pattern, in UTC. */
  match: string;
  backfillPeriodMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

const RECURRING: RecurringJob[] = [
  // Hourly, off the hour's rush: files of images deleted over a week ago (server/images).
  { task: "purge_deleted_images", match: "23 * * * *", backfillPeriodMs: 6 * HOUR_MS },
];

export function recurringJobs(): ParsedCronItem[] {
  return parseCronItems(
    RECURRING.map(({ task, match, backfillPeriodMs }) => ({
      task,
      match,
      identifier: task,
      // One queued copy at most: a slow run is not joined by the next tick's.
      options: { backfillPeriod: backfillPeriodMs, maxAttempts: 5, jobKey: task, jobKeyMode: "preserve_run_at" },
    })),
  );
}
