import type { JobServices } from "../jobs/handlers.server.ts";
import { purgeDeletedImages } from "./purge-deleted-images.server.ts";

/**
 * The recurring purge of deleted images' files (server/jobs/schedule.ts). Safe to repeat
 * and to run in two processes at once: rows are claimed with SKIP LOCKED and a file already
 * gone is no error. A failure throws, so the queue retries it.
 */
export async function purgeDeletedImagesJob(services: JobServices): Promise<void> {
  await purgeDeletedImages(services);
}
