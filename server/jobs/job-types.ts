/**
 * Every kind of background job and the payload it carries (stored as JSON in the queue, so
 * plain data only). To add one: name it here, write its handler (server/<area>/…-job.server.ts)
 * and list it in server/jobs/handlers.server.ts.
 */
import type { EmailMessage } from "../email/mailer.server.ts";
import type { Locale } from "../../domain/i18n/locale.ts";

export interface JobPayloads {
  /** One email, sent over SMTP (or kept in email_outbox without SMTP_URL). */
  send_email: EmailMessage;
  /** A reset link for this address if it has an active account (the lookup stays off the request). */
  password_reset_request: { email: string; locale: Locale; linkBase: string };
  /** A started listing CSV import (server/import): its row in listing_imports. */
  listing_import: { importId: number };
  /** Demo payment mode: a subscription cancelled at period end reaches that end (server/payments/demo-cancellation.server.ts). */
  demo_subscription_end: { subscriptionId: string };
  /** Demo payment mode: a demo subscription's renewal at the end of period `period - 1` (server/payments/demo-renewal.server.ts). */
  demo_subscription_renewal: { subscriptionId: string; period: number };
  /**
   * Recurring (server/jobs/recurring-jobs.server.ts, whose cron adds `_cron`): removes the files
   * of images deleted more than a grace period ago (server/images).
   */
  purge_deleted_images: { _cron?: { ts: string; backfilled: boolean } };
}

export type JobName = keyof JobPayloads;
