import { eq } from "drizzle-orm";
import type { JobValues } from "@domain/job-board.ts";
import { jobListings } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableJob } from "./job-access.server.ts";
import { jobFormInput } from "./job-form.server.ts";

/** Changes a job's text and terms; its dates stay (renewing is its own action). */
export async function updateJob(
  ctx: CallerContext,
  input: { listingId: unknown; jobId: unknown; values: JobValues },
): Promise<Result<{ id: number }>> {
  const access = await editableJob(ctx, input);
  if (!access.ok) return access;
  const fields = jobFormInput(input.values);
  if (!fields.ok) return fields;
  await ctx.database.db.update(jobListings).set(fields.value).where(eq(jobListings.id, access.value.job.id));
  return ok({ id: access.value.job.id });
}
