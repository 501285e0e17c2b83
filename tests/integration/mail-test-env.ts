/** The setup shared by the test files that send real mail (not a test file itself). */
import { afterAll, beforeAll } from "vitest";
import { startJobQueue, type JobQueue } from "../../server/jobs/queue.server.ts";
import { jobsSettled } from "../support/jobs.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { startSmtp, type TestSmtp } from "./auth-smtp.ts";
import { assertRegisteringHooks } from "../support/hook-registration.ts";

export interface MailTestEnv {
  db: TestDatabase;
  smtp: TestSmtp;
  services: AppServices;
  /** Job workers on these services, as an app process runs them (the email outbox). */
  jobs: JobQueue;
}

/**
 * For this test file: a fresh database, a real SMTP server and app services that mail through it
 * with this PUBLIC_URL, and job workers that deliver the queued mail. Filled in by a beforeAll;
 * an afterAll waits for the queue to settle, then stops the workers and the SMTP server.
 */
export function mailTestEnv(publicUrl: string): MailTestEnv {
  assertRegisteringHooks("mailTestEnv");
  const env = {} as MailTestEnv;
  beforeAll(async () => {
    env.db = await createTestDatabase();
    env.smtp = await startSmtp();
    env.services = testServices(env.db, { SMTP_URL: env.smtp.url, PUBLIC_URL: publicUrl });
    env.jobs = await startJobQueue(env.services, env.db.url, { concurrency: 2, pollIntervalMs: 200 });
  });
  afterAll(async () => {
    await jobsSettled(env.db);
    await env.jobs.stop();
    await env.smtp.close();
  });
  return env;
}
