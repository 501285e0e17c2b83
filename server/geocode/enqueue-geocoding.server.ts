import type { Database } from "@db/client.server.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";

/** One key and one queue: many imports queue one waiting job, and batches never overlap. */
const GEOCODE_JOB = { jobKey: "geocode_listings", queueName: "geocode_listings", maxAttempts: 10 } as const;

/**
 * Queues the geocoding of zip-centre listings (server/geocode/geocode-listings.server.ts), for
 * after an import: pass the import's `tx` so the job exists once its listings do. Queueing again
 * while one waits replaces it (graphile-worker's job_key); while one runs, a second follows it.
 * Without GEOCODER_URL the job does nothing.
 */
export async function enqueueGeocoding(database: Pick<Database, "sql">): Promise<void> {
  await enqueueJob(database, "geocode_listings", {}, GEOCODE_JOB);
}
