/**
 * Every kind of background job and the payload it carries (stored as JSON in the queue, so
 * plain data only). To add one: name it here, write its handler (server/<area>/…-job.server.ts)
 * and list it in server/jobs/handlers.server.ts.
 */
import type { EmailMessage } from "../email/mailer.server.ts";
import type { Locale } from "../../domain/i18n/locale.ts";

/** What graphile-worker adds to the payload of a job its crontab queued (server/jobs/schedule.ts). */
interface CronPayload {
  _cron?: { ts: string; backfilled?: boolean };
}

export interface JobPayloads {
  /** One email, sent over SMTP (or kept in email_outbox without SMTP_URL). */
  send_email: EmailMessage;
  /** A reset link for this address if it has an active account (the lookup stays off the request). */
  password_reset_request: { email: string; locale: Locale; linkBase: string };
  /** A started listing CSV import (server/import): its row in listing_imports. */
  listing_import: { importId: number };
  /** A registry (NPPES) import (server/nppes): its row in nppes_imports. */
  nppes_import: { importId: number };
  /** Demo payment mode: a subscription cancelled at period end reaches that end (server/payments/demo-cancellation.server.ts). */
  demo_subscription_end: { subscriptionId: string };
  /** A Stripe webhook event stored on receipt, to re-read from Stripe and apply (server/payments/payment-event-job.server.ts). */
  payment_event: { eventId: string };
  /** Rebuild the HSDS data package file if the public data changed since the last one (server/hsds). */
  hsds_data_package: CronPayload;
  /** Import upkeep (server/import): fail imports whose job is gone, remove day-old unstarted previews. */
  import_housekeeping: CronPayload;
  /** Demo payment mode: a demo subscription's renewal at the end of period `period - 1` (server/payments/demo-renewal.server.ts). */
  demo_subscription_renewal: { subscriptionId: string; period: number };
  /** Periodic (server/jobs/schedule.ts): queues imports of the registry files in NPPES_SOURCE not imported yet (server/nppes). */
  nppes_refresh: CronPayload;
  /** Periodic (server/jobs/schedule.ts): removes the files of images deleted more than a grace period ago (server/images). */
  purge_deleted_images: CronPayload;
  /** Periodic (server/jobs/schedule.ts): deletes what the privacy policy keeps no longer (server/maintenance/retention.server.ts). */
  retention_purge: CronPayload;
  /** Periodic (server/jobs/schedule.ts): intake expired since the last run stops ranking as current (server/listings/intake-expiry-job.server.ts). */
  intake_expiry: CronPayload;
  /** Daily (server/jobs/schedule.ts): one email per owner whose intake or insurers expire within a week (server/owners/owner-reminders.server.ts). */
  owner_reminders: CronPayload;
  /** Daily (server/jobs/schedule.ts): the day's public freshness figures for /freshness (server/freshness). */
  freshness_snapshot: CronPayload;
  /** Daily (server/jobs/schedule.ts), or by hand: match the listing changes with the saved searches and send the digests (server/alerts). */
  alert_matching: CronPayload;
  /** Zip-centre listings to their address's point through GEOCODER_URL, a batch per run (server/geocode). */
  geocode_listings: Record<string, never>;
}

export type JobName = keyof JobPayloads;
