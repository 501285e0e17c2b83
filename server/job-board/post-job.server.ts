import { jobExpiry, type JobValues } from "@domain/job-board.ts";
import { jobListings } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import { spendJobPosting } from "../owners/spend-job-posting.server.ts";
import type { CallerContext } from "../use-case.ts";
import { jobFormInput } from "./job-form.server.ts";

/**
 * Publishes a job on a listing its caller may edit (owner or admin), for 60 days. The form is
 * checked first so a typing mistake never costs a posting; then one posting is taken from the
 * listing's allowance (spendJobPosting, the one place that does), refused with 409 at zero.
 */
export async function postJob(
  ctx: CallerContext,
  input: { listingId: unknown; values: JobValues; now?: Date },
): Promise<Result<{ id: number; title: string; remaining: number }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const fields = jobFormInput(input.values);
  if (!fields.ok) return fields;
  const spent = await spendJobPosting(ctx, { listingId: access.value.listing.id });
  if (!spent.ok) return spent;
  const postedAt = input.now ?? new Date();
  const [row] = await ctx.database.db
    .insert(jobListings)
    .values({
      ...fields.value,
      listingId: access.value.listing.id,
      userId: access.value.user.id,
      postedAt,
      expiresAt: jobExpiry(postedAt),
    })
    .returning({ id: jobListings.id, title: jobListings.title });
  return ok({ id: row!.id, title: row!.title, remaining: spent.value.remaining });
}
