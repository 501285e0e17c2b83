import { randomUUID } from "node:crypto";
import type { Database } from "@db/client.server.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";
import type { EmailMessage } from "./mailer.server.ts";

/**
 * The one way to send an email: it is queued in PostgreSQL and sent by a worker, retried with
 * backoff when the mail server fails, and sent after a crash rather than lost. Pass the `tx` of
 * inTransaction() to queue it together with what it is about (a stored message, a token).
 * Delivery is at least once: a crash between sending and marking the job done sends it again,
 * with the same Message-ID (chosen here), so mail systems that deduplicate by it deliver it once.
 */
export async function enqueueEmail(database: Pick<Database, "sql">, message: EmailMessage): Promise<void> {
  await enqueueJob(database, "send_email", { ...message, messageKey: message.messageKey ?? randomUUID() });
}

/**
 * Many emails queued at once, as enqueueEmail queues each (one send_email job per message, its
 * own Message-ID), in one round trip: for a batch job that sends hundreds in one transaction.
 */
export async function enqueueEmails(database: Pick<Database, "sql">, messages: EmailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const payloads = messages.map((m) => ({ ...m, messageKey: m.messageKey ?? randomUUID() }));
  // Text cast to json, as enqueueJob does: the driver's json serializer is replaced by Drizzle's.
  // graphile-worker's add_jobs: one insert and one wake-up notice for the lot (add_job sends one each).
  await database.sql`
    select count(*) from graphile_worker.add_jobs(array(
      select row('send_email', p, null, null, null, null, null, null)::graphile_worker.job_spec
      from json_array_elements(${JSON.stringify(payloads)}::json) p))`;
}
