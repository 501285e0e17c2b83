import { eq } from "drizzle-orm";
import { jobListings } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableJob } from "./job-access.server.ts";

/** Takes a job off the board at once (closing twice is harmless). */
export async function closeJob(
  ctx: CallerContext,
  input: { listingId: unknown; jobId: unknown },
): Promise<Result<{ id: number }>> {
  const access = await editableJob(ctx, input);
  if (!access.ok) return access;
  await ctx.database.db.update(jobListings).set({ isActive: false }).where(eq(jobListings.id, access.value.job.id));
  return ok({ id: access.value.job.id });
}
