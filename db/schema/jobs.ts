import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Job-queue workers that are alive: each app process renews its workers' rows every few
 * seconds, and jobs locked by a worker without a fresh row are freed (server/jobs/leases.server.ts).
 * The queue itself lives in the graphile_worker schema, which the library manages.
 */
export const jobWorkerLeases = pgTable("job_worker_leases", {
  workerId: text("worker_id").primaryKey(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});
