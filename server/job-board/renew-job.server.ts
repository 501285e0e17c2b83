import { eq } from "drizzle-orm";
import { jobExpiry } from "@domain/job-board.ts";
import { jobListings } from "@db/schema/index.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { withJobPosting } from "../owners/spend-job-posting.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableJob } from "./job-access.server.ts";

/**
 * Opens a job for 60 days from now, whether it was open, expired or closed: posted_at moves to
 * now (it sorts as new again) and expires_at to 60 days later. Like a job board that charges per
 * posting, a renewal is another 60-day posting: it spends one from the listing's allowance (409
 * at zero), in the same transaction as the new dates. Free renewals would let one posting run
 * for ever, or be edited into a different job each time.
 */
export async function renewJob(
  ctx: CallerContext,
  input: { listingId: unknown; jobId: unknown; now?: Date },
): Promise<Result<{ id: number; expiresAt: Date; remaining: number }>> {
  const access = await editableJob(ctx, input);
  if (!access.ok) return access;
  const { job, listing, user } = access.value;
  const postedAt = input.now ?? new Date();
  const expiresAt = jobExpiry(postedAt);
  const renewed = await withJobPosting(
    ctx.database,
    { listingId: listing.id, userId: user.id, ip: ctx.auth.ip },
    (tx) => tx.db.update(jobListings).set({ isActive: true, postedAt, expiresAt }).where(eq(jobListings.id, job.id)),
  );
  if (!renewed) return failWith(409, messageKey("ownerMessage", "no_allowance"));
  return ok({ id: job.id, expiresAt, remaining: renewed.remaining });
}
