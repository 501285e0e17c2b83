/**
 * The periodic jobs, queued by graphile-worker's crontab in every app process: the library
 * records each run in its known_crontabs table, so one job is queued per slot however many
 * processes run. Missed slots (the server was down) are not made up: the next one does the work.
 */
import { parseCronItems, type ParsedCronItem } from "graphile-worker";
import type { JobName } from "./job-types.ts";

/** Minutes between two builds of the HSDS data package, at most (server/hsds). */
export const DATA_PACKAGE_EVERY_MINUTES = 10;

/** One build at a time (a named queue), and never two waiting (a job key). */
export const DATA_PACKAGE_JOB = { jobKey: "hsds_data_package", queueName: "hsds_data_package" } as const;

const HOUR_MS = 60 * 60 * 1000;
const RETENTION_PURGE_MINUTE = 53;

const items: {
  task: JobName;
  match: string;
  options: {
    backfillPeriod: number;
    jobKey?: string;
    queueName?: string;
    maxAttempts?: number;
    jobKeyMode?: "preserve_run_at";
  };
}[] = [
  {
    task: "hsds_data_package",
    match: `*/${DATA_PACKAGE_EVERY_MINUTES} * * * *`,
    options: { backfillPeriod: 0, ...DATA_PACKAGE_JOB },
  },
  { task: "import_housekeeping", match: "17 * * * *", options: { backfillPeriod: 0, jobKey: "import_housekeeping" } },
  // Hourly: the files of images deleted over a week ago (server/images). A missed hour is made up
  // within 6 hours; one queued copy at most, so a slow run is not joined by the next tick's.
  {
    task: "purge_deleted_images",
    match: "23 * * * *",
    options: {
      backfillPeriod: 6 * HOUR_MS,
      maxAttempts: 5,
      jobKey: "purge_deleted_images",
      jobKeyMode: "preserve_run_at",
    },
  },
  // Every 6 hours: what the privacy policy keeps no longer (server/maintenance/retention.server.ts).
  // A missed slot is made up within 6 hours; one queued copy at most.
  {
    task: "retention_purge",
    match: `${RETENTION_PURGE_MINUTE} */6 * * *`,
    options: { backfillPeriod: 6 * HOUR_MS, maxAttempts: 5, jobKey: "retention_purge", jobKeyMode: "preserve_run_at" },
  },
  // Daily: the registry files of NPPES_SOURCE not imported yet (server/nppes; CMS adds a weekly file
  // each week). A missed day is made up within 6 hours; one queued copy at most, one run at a time.
  {
    task: "nppes_refresh",
    match: "41 4 * * *",
    options: {
      backfillPeriod: 6 * HOUR_MS,
      maxAttempts: 5,
      jobKey: "nppes_refresh",
      queueName: "nppes_refresh",
      jobKeyMode: "preserve_run_at",
    },
  },
  // Hourly: intake that expired at the turn of the UTC day stops ranking as current within the
  // hour (server/listings/expire-intake.server.ts); a no-op hour is one index probe.
  {
    task: "intake_expiry",
    match: "2 * * * *",
    options: { backfillPeriod: 6 * HOUR_MS, maxAttempts: 5, jobKey: "intake_expiry", jobKeyMode: "preserve_run_at" },
  },
  // Daily, mid-morning in the United States: owners whose intake or insurers expire within a week
  // get one email (server/owners/owner-reminders.server.ts; at most one per owner and UTC day, so
  // a retry or a made-up slot sends nothing twice). One queued copy at most, one run at a time.
  {
    task: "owner_reminders",
    match: "7 15 * * *",
    options: {
      backfillPeriod: 6 * HOUR_MS,
      maxAttempts: 5,
      jobKey: "owner_reminders",
      queueName: "owner_reminders",
      jobKeyMode: "preserve_run_at",
    },
  },
  // Daily, just after the UTC day turns (the clock of every confirmation): the public freshness
  // figures (/freshness, server/freshness). A day missed while the server was down is made up
  // when it starts; a rerun replaces the day's figures. One queued copy at most.
  {
    task: "freshness_snapshot",
    match: "11 0 * * *",
    options: {
      backfillPeriod: 24 * HOUR_MS,
      maxAttempts: 5,
      jobKey: "freshness_snapshot",
      jobKeyMode: "preserve_run_at",
    },
  },
  // Daily, early morning in the United States: the search alert digests (server/alerts; one email
  // per address and UTC day at most, so a retry or a made-up slot sends nothing twice). A day with
  // no listing change is one query. One queued copy at most, one run at a time.
  {
    task: "alert_matching",
    match: "31 11 * * *",
    options: {
      backfillPeriod: 6 * HOUR_MS,
      maxAttempts: 5,
      jobKey: "alert_matching",
      queueName: "alert_matching",
      jobKeyMode: "preserve_run_at",
    },
  },
];

export const cronItems = (): ParsedCronItem[] => parseCronItems(items);
