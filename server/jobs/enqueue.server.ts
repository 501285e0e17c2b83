import type { Database } from "@db/client.server.ts";
import type { JobName, JobPayloads } from "./job-types.ts";

export interface EnqueueOptions {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Tries before the job is given up (default 25: about three days of backoff). */
  maxAttempts?: number;
  /** At most one waiting job with this key: queueing again replaces it (graphile-worker's job_key). */
  jobKey?: string;
  /** Jobs of one named queue run one at a time, in order, whichever process takes them. */
  queueName?: string;
}

/**
 * Puts a job in the durable queue (graphile-worker, ADR 0013). It is a row in PostgreSQL: pass
 * the `tx` of inTransaction() (db/transaction.server.ts) and the job exists exactly when the
 * rest of that transaction commits. Any app process on the database may run it; a failed run
 * is retried with exponential backoff, and a run cut short by a crash is run again.
 */
export async function enqueueJob<K extends JobName>(
  database: Pick<Database, "sql">,
  name: K,
  payload: JobPayloads[K],
  options: EnqueueOptions = {},
): Promise<void> {
  // The payload goes as text cast to json: the driver's json serializer is replaced by Drizzle's.
  await database.sql`
    select graphile_worker.add_job(
      ${name},
      ${JSON.stringify(payload)}::json,
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? null}::int,
      job_key => ${options.jobKey ?? null}::text,
      queue_name => ${options.queueName ?? null}::text
    )`;
}
