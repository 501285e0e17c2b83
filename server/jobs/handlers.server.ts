import type { AppServices } from "../context.ts";
import { sendEmailJob } from "../email/send-email-job.server.ts";
import { passwordResetRequestJob } from "../auth/password-reset-request-job.server.ts";
import { listingImportJob } from "../import/listing-import-job.server.ts";
import { nppesImportJob } from "../nppes/nppes-import-job.server.ts";
import { nppesRefreshJob } from "../nppes/nppes-refresh-job.server.ts";
import { demoSubscriptionEndJob } from "../payments/demo-subscription-end-job.server.ts";
import { paymentEventJob } from "../payments/payment-event-job.server.ts";
import { dataPackageJob } from "../hsds/data-package-job.server.ts";
import { importHousekeepingJob } from "../import/import-housekeeping-job.server.ts";
import { demoSubscriptionRenewalJob } from "../payments/demo-subscription-renewal-job.server.ts";
import { purgeDeletedImagesJob } from "../images/purge-deleted-images-job.server.ts";
import { retentionPurgeJob } from "../maintenance/retention-purge-job.server.ts";
import { geocodeListingsJob } from "../geocode/geocode-listings-job.server.ts";
import { intakeExpiryJob } from "../listings/intake-expiry-job.server.ts";
import { ownerRemindersJob } from "../owners/owner-reminders-job.server.ts";
import { freshnessSnapshotJob } from "../freshness/freshness-snapshot-job.server.ts";
import { alertMatchingJob } from "../alerts/alert-matching-job.server.ts";
import type { JobName, JobPayloads } from "./job-types.ts";

export type JobServices = Pick<AppServices, "config" | "database" | "logger">;

/** What a handler knows of its run: the try it is (1-based) and how many it gets. */
interface JobRun {
  attempt: number;
  maxAttempts: number;
}

/**
 * A job's work. It may run more than once (a crash after the work and before the queue marks
 * it done runs it again), so it must be safe to repeat. Throwing schedules a retry.
 */
export type JobHandler<K extends JobName> = (
  services: JobServices,
  payload: JobPayloads[K],
  run: JobRun,
) => Promise<void>;

export const jobHandlers: { [K in JobName]: JobHandler<K> } = {
  send_email: sendEmailJob,
  password_reset_request: passwordResetRequestJob,
  listing_import: listingImportJob,
  nppes_import: nppesImportJob,
  nppes_refresh: nppesRefreshJob,
  demo_subscription_end: demoSubscriptionEndJob,
  payment_event: paymentEventJob,
  hsds_data_package: dataPackageJob,
  import_housekeeping: importHousekeepingJob,
  demo_subscription_renewal: demoSubscriptionRenewalJob,
  purge_deleted_images: purgeDeletedImagesJob,
  retention_purge: retentionPurgeJob,
  geocode_listings: geocodeListingsJob,
  intake_expiry: intakeExpiryJob,
  owner_reminders: ownerRemindersJob,
  freshness_snapshot: freshnessSnapshotJob,
  alert_matching: alertMatchingJob,
};
