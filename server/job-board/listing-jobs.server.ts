/** A listing's jobs and remaining allowance, for its owner's job screen (owner or admin only). */
import { desc, eq } from "drizzle-orm";
import { jobListings, type JobListing, type Listing } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import type { UseCaseContext } from "../use-case.ts";

export async function listingJobs(
  ctx: UseCaseContext<"database" | "auth">,
  input: { listingId: unknown },
): Promise<Result<{ listing: Listing; jobs: JobListing[] }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { listing } = access.value;
  const jobs = await ctx.database.db
    .select()
    .from(jobListings)
    .where(eq(jobListings.listingId, listing.id))
    .orderBy(desc(jobListings.postedAt), desc(jobListings.id));
  return ok({ listing, jobs });
}
