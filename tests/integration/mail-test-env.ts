/** The setup shared by the test files that send real mail (not a test file itself). */
import { afterAll, beforeAll } from "vitest";
import { backgroundTasksSettled } from "../../server/email/background.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { startSmtp, type TestSmtp } from "./auth-smtp.ts";

export interface MailTestEnv {
  db: TestDatabase;
  smtp: TestSmtp;
  services: AppServices;
}

/**
 * For this test file: a fresh database, a real SMTP server and app services that mail through it
 * with this PUBLIC_URL. Filled in by a beforeAll; an afterAll waits for background sends, then
 * stops the SMTP server.
 */
export function mailTestEnv(publicUrl: string): MailTestEnv {
  const env = {} as MailTestEnv;
  beforeAll(async () => {
    env.db = await createTestDatabase();
    env.smtp = await startSmtp();
    env.services = testServices(env.db, { SMTP_URL: env.smtp.url, PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await backgroundTasksSettled();
    await env.smtp.close();
  });
  return env;
}
