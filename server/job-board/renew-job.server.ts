import { eq } from "drizzle-orm";
import { jobExpiry } from "@domain/job-board.ts";
import { jobListings } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableJob } from "./job-access.server.ts";

/**
 * Opens a job for 60 days from now, whether it was open, expired or closed: posted_at moves to
 * now (it sorts as new again) and expires_at to 60 days later. The same job, so no posting is
 * spent; only a new job uses the allowance.
 */
export async function renewJob(
  ctx: CallerContext,
  input: { jobId: unknown; now?: Date },
): Promise<Result<{ id: number; expiresAt: Date }>> {
  const access = await editableJob(ctx, input.jobId);
  if (!access.ok) return access;
  const postedAt = input.now ?? new Date();
  const expiresAt = jobExpiry(postedAt);
  await ctx.database.db
    .update(jobListings)
    .set({ isActive: true, postedAt, expiresAt })
    .where(eq(jobListings.id, access.value.job.id));
  return ok({ id: access.value.job.id, expiresAt });
}
