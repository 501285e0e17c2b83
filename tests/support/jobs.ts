import type { Database } from "../../db/client.server.ts";
import type { AppServices } from "../../server/context.ts";
import { runJobsOnce } from "../../server/jobs/queue.server.ts";

/**
 * Runs the queued jobs (emails and other background work) with these services, as an app
 * process's workers would; returns when none is due. The services' database must be a test
 * database (it knows its URL).
 */
export async function runQueuedJobs(services: AppServices): Promise<void> {
  const url = (services.database as { url?: string }).url;
  if (!url) throw new Error("runQueuedJobs needs the services of a test database (createTestDatabase)");
  await runJobsOnce(services, url);
}

/**
 * Resolves when no job is due or running any more (jobs waiting for a later retry do not count):
 * for test files whose services run real job workers (startJobQueue).
 */
export async function jobsSettled(database: Pick<Database, "sql">, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await database.sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker._private_jobs
      where attempts < max_attempts and (run_at <= now() or locked_at is not null)`;
    if (row!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`${row!.n} jobs still queued after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
