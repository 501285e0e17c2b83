/**
 * Who may change a job, checked on the server for every object: whoever may edit the job's
 * listing (its owner or an admin; server/owners/listing-access.server.ts).
 */
import { eq } from "drizzle-orm";
import { jobListings, type JobListing, type Listing } from "@db/schema/index.ts";
import type { SessionUser } from "../auth/users.server.ts";
import { failWith, ok, ownerKey, type Result } from "../errors.server.ts";
import { editableListing, signedInCaller } from "../owners/listing-access.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { idFrom } from "@domain/ids.ts";

/** The job, its listing and the caller: 401 signed out, 404 unknown, 403 not theirs. */
export async function editableJob(
  ctx: UseCaseContext<"database" | "auth">,
  jobId: unknown,
): Promise<Result<{ user: SessionUser; listing: Listing; job: JobListing }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  const id = idFrom(jobId);
  if (id === null) return failWith(404, ownerKey("job_not_found"));
  const [job] = await ctx.database.db.select().from(jobListings).where(eq(jobListings.id, id)).limit(1);
  if (!job) return failWith(404, ownerKey("job_not_found"));
  const access = await editableListing(ctx, job.listingId);
  if (!access.ok) return access;
  return ok({ ...access.value, job });
}
