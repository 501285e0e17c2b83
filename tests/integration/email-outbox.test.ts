/**
 * The durable email outbox (issue 15, defect 5): queued mail reaches a real SMTP server, is
 * retried after the server refuses it, waits in the database while no worker runs (a crash),
 * is sent again when the process that held it died, and is queued only with its transaction.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction } from "../../db/transaction.server.ts";
import type { AppServices } from "../../server/context.ts";
import type { EmailMessage } from "../../server/email/mailer.server.ts";
import { enqueueEmail } from "../../server/email/outbox.server.ts";
import { sendEmailJob } from "../../server/email/send-email-job.server.ts";
import { startJobQueue } from "../../server/jobs/queue.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { startSmtp, type TestSmtp } from "./auth-smtp.ts";
import { createApp } from "../../server/http/app.server.ts";
import { call, fromIp } from "./auth-support.ts";

let db: TestDatabase;

const message = (to: string) => ({ to, subject: `Hello ${to}`, text: "Plain text", html: "<p>HTML</p>" });

async function queued(): Promise<{ attempts: number; locked: boolean; last_error: string | null }[]> {
  return db.sql`select attempts, locked_at is not null as locked, last_error from graphile_worker._private_jobs`;
}

beforeAll(async () => {
  db = await createTestDatabase();
});

describe("the email outbox", () => {
  let smtp: TestSmtp & { refused: () => number };
  let services: AppServices;
  beforeAll(async () => {
    smtp = await startSmtp({ failFirst: 1 });
    services = testServices(db, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("keeps mail queued while no worker runs, then delivers it, retrying after a refusal", async () => {
    // Queued with no worker running: what a crash right after the answer leaves behind.
    await enqueueEmail(db, message("first@example.com"));
    expect(await queued()).toHaveLength(1);
    const jobs = await startJobQueue(services, db.url, { pollIntervalMs: 200 });
    try {
      const mail = await smtp.next(15_000);
      expect(mail.to).toEqual(["first@example.com"]);
      expect(mail.subject).toBe("Hello first@example.com");
      expect(smtp.refused()).toBe(1); // the first try was refused, the retry went through
      await expect.poll(queued, { timeout: 5000 }).toEqual([]);
    } finally {
      await jobs.stop();
    }
  }, 30_000);

  it("sends again what a killed process was sending (its worker's lease lapsed)", async () => {
    await enqueueEmail(db, message("orphan@example.com"));
    // As a worker of a process killed mid-send leaves it: locked, by a worker nobody renews.
    await db.sql`
      update graphile_worker._private_jobs
      set locked_by = 'worker-of-a-killed-process', locked_at = now() - interval '1 minute', attempts = 1`;
    const jobs = await startJobQueue(services, db.url, { pollIntervalMs: 200 });
    try {
      const mail = await smtp.next(15_000);
      expect(mail.to).toEqual(["orphan@example.com"]);
      await expect.poll(queued, { timeout: 5000 }).toEqual([]);
    } finally {
      await jobs.stop();
    }
  }, 30_000);

  it("holds a lease for each of its workers from their start, and drops them when it stops", async () => {
    // A worker without a lease is taken for a dead one: its job would be freed after
    // LEASE_SECONDS and run again by another worker while it still runs.
    const leases = async () => (await db.sql<{ n: number }[]>`select count(*)::int as n from job_worker_leases`)[0]!.n;
    const jobs = await startJobQueue(services, db.url, { pollIntervalMs: 200, concurrency: 2 });
    try {
      await expect.poll(leases, { timeout: 3000 }).toBe(2);
    } finally {
      await jobs.stop();
    }
    expect(await leases()).toBe(0);
  }, 30_000);

  it("leaves a job locked by a live worker alone", async () => {
    await enqueueEmail(db, message("busy@example.com"));
    await db.sql`insert into job_worker_leases (worker_id) values ('worker-busy-elsewhere')`;
    await db.sql`
      update graphile_worker._private_jobs
      set locked_by = 'worker-busy-elsewhere', locked_at = now() - interval '1 minute', attempts = 1`;
    const jobs = await startJobQueue(services, db.url, { pollIntervalMs: 200 });
    try {
      await new Promise((r) => setTimeout(r, 1500));
      expect(await queued()).toEqual([{ attempts: 1, locked: true, last_error: null }]);
    } finally {
      await jobs.stop();
      await db.sql`delete from graphile_worker._private_jobs`;
      await db.sql`delete from job_worker_leases`;
    }
  }, 30_000);

  it("sends a retried email with the Message-ID it was queued with (issue 30, item 32)", async () => {
    const plain = await startSmtp();
    const smtpServices = testServices(db, { SMTP_URL: plain.url, PUBLIC_URL: "https://abaatlas.example" });
    try {
      await enqueueEmail(db, message("twice@example.com"));
      const [job] = await db.sql<{ payload: EmailMessage }[]>`select payload from graphile_worker._private_jobs`;
      await db.sql`delete from graphile_worker._private_jobs`;
      // The same job run twice: a crash after the server accepted it, before the job was marked done.
      const run = { attempt: 1, maxAttempts: 25 };
      await sendEmailJob(smtpServices, job!.payload, run);
      await sendEmailJob(smtpServices, job!.payload, { ...run, attempt: 2 });
      await expect.poll(() => plain.messages.length).toBe(2);
      const ids = plain.messages.map((m) => /^message-id:\s*(\S+)/im.exec(m.raw)?.[1]);
      expect(ids[0]).toMatch(/^<[0-9a-f-]{36}@abaatlas\.example>$/);
      expect(ids[1]).toBe(ids[0]);
      // Another email gets its own.
      await enqueueEmail(db, message("other@example.com"));
      const [other] = await db.sql<{ payload: EmailMessage }[]>`select payload from graphile_worker._private_jobs`;
      expect(other!.payload.messageKey).not.toBe(job!.payload.messageKey);
    } finally {
      await db.sql`delete from graphile_worker._private_jobs`;
      await plain.close();
    }
  });

  it("queues mail with its transaction: a rollback queues nothing", async () => {
    await expect(
      inTransaction(db, async (tx) => {
        await enqueueEmail(tx, message("never@example.com"));
        throw new Error("the store failed");
      }),
    ).rejects.toThrow("the store failed");
    expect(await queued()).toEqual([]);
    await inTransaction(db, (tx) => enqueueEmail(tx, message("committed@example.com")));
    expect(await queued()).toHaveLength(1);
    await db.sql`delete from graphile_worker._private_jobs`;
  });
});

describe("workers", () => {
  it("share the work when two processes run them on one database: each email goes out once", async () => {
    const smtp = await startSmtp();
    const services = testServices(db, { SMTP_URL: smtp.url });
    const a = await startJobQueue(services, db.url, { concurrency: 2, pollIntervalMs: 200 });
    const b = await startJobQueue(services, db.url, { concurrency: 2, pollIntervalMs: 200 });
    try {
      for (let i = 0; i < 20; i++) await enqueueEmail(db, message(`shared${i}@example.com`));
      await expect.poll(() => smtp.messages.length, { timeout: 15_000 }).toBe(20);
      await expect.poll(queued, { timeout: 5000 }).toEqual([]);
      expect(new Set(smtp.messages.map((m) => m.to[0])).size).toBe(20);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await smtp.close();
    }
  }, 30_000);

  it("stop within their bound while a send hangs, and the email stays queued", async () => {
    // A mail server that accepts the connection and never says a word.
    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", () => r()));
    const { port } = silent.address() as net.AddressInfo;
    const services = testServices(db, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const jobs = await startJobQueue(services, db.url, { pollIntervalMs: 200 });
    try {
      await enqueueEmail(db, message("patient@example.com"));
      await expect.poll(async () => (await queued())[0]?.locked, { timeout: 5000 }).toBe(true);
      const t0 = Date.now();
      await jobs.stop(500);
      expect(Date.now() - t0).toBeLessThan(2000);
      expect(await queued()).toHaveLength(1);
    } finally {
      silent.close();
      await db.sql`delete from graphile_worker._private_jobs`;
    }
  }, 30_000);
});

describe("acknowledged means stored", () => {
  it("has the newsletter link and its email in the database when it answers 202", async () => {
    // No worker runs here: whatever the answer promised must already be in the database.
    const app = createApp(testServices(db));
    const signup = await call(app, "/api/newsletter", { body: { email: "stored@example.com" } }, fromIp("192.0.2.50"));
    expect(signup.status).toBe(202);
    const [token] = await db.sql`select email from newsletter_tokens where email = 'stored@example.com'`;
    expect(token).toEqual({ email: "stored@example.com" });
    const mails = await db.sql<{ to: string; subject: string }[]>`
      select payload->>'to' as to, payload->>'subject' as subject from graphile_worker._private_jobs`;
    expect(mails).toEqual([{ to: "stored@example.com", subject: expect.stringContaining("Confirm") }]);
    await db.sql`delete from graphile_worker._private_jobs`;
  });
});
