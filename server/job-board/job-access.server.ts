/**
 * Who may change a job, checked on the server for every object: whoever may edit the job's
 * listing (its owner or an admin; server/owners/listing-access.server.ts).
 */
import { and, eq } from "drizzle-orm";
import { jobListings, type JobListing, type Listing } from "@db/schema/index.ts";
import type { SessionUser } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { idFrom } from "@domain/ids.ts";

/**
 * The job of the listing the caller is working on (the one in the page's URL), that listing and
 * the caller: 401 signed out, 404 unknown, 403 not theirs, all before anything is written. A job
 * of another listing is 404 here, even one the caller may edit: a change goes through the page
 * of the job's own listing, whose permission is the one checked.
 */
export async function editableJob(
  ctx: UseCaseContext<"database" | "auth">,
  input: { listingId: unknown; jobId: unknown },
): Promise<Result<{ user: SessionUser; listing: Listing; job: JobListing }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const id = idFrom(input.jobId);
  if (id === null) return failWith(404, messageKey("ownerMessage", "job_not_found"));
  const [job] = await ctx.database.db
    .select()
    .from(jobListings)
    .where(and(eq(jobListings.id, id), eq(jobListings.listingId, access.value.listing.id)))
    .limit(1);
  if (!job) return failWith(404, messageKey("ownerMessage", "job_not_found"));
  return ok({ ...access.value, job });
}
