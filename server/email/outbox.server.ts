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
