import type { JobHandler } from "../jobs/handlers.server.ts";
import { geocodeListings } from "./geocode-listings.server.ts";

/**
 * The `geocode_listings` job: one batch of zip-centre listings through the geocoder, the next
 * batch queued while more remain. Safe to repeat (a listing moved already is not sent again); a
 * failure of the service throws before anything is written, so the queue retries with backoff.
 */
export const geocodeListingsJob: JobHandler<"geocode_listings"> = async (services) => {
  await geocodeListings(services);
};
