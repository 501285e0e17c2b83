import { jobExpiry, type JobValues } from "@domain/job-board.ts";
import { jobListings } from "@db/schema/index.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import { withJobPosting } from "../owners/spend-job-posting.server.ts";
import type { CallerContext } from "../use-case.ts";
import { jobFormInput } from "./job-form.server.ts";

/**
 * Publishes a job on a listing its caller may edit (owner or admin), for 60 days. The form is
 * checked first so a typing mistake never costs a posting; then one posting is taken from the
 * listing's allowance (409 at zero) and the job is inserted in the same transaction
 * (withJobPosting): a posting is never spent without its job, nor the reverse.
 */
export async function postJob(
  ctx: CallerContext,
  input: { listingId: unknown; values: JobValues; now?: Date },
): Promise<Result<{ id: number; title: string; remaining: number }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const fields = jobFormInput(input.values);
  if (!fields.ok) return fields;
  const { listing, user } = access.value;
  const postedAt = input.now ?? new Date();
  const posted = await withJobPosting(ctx.database, { listingId: listing.id, userId: user.id, ip: ctx.auth.ip }, (tx) =>
    tx.db
      .insert(jobListings)
      .values({ ...fields.value, listingId: listing.id, userId: user.id, postedAt, expiresAt: jobExpiry(postedAt) })
      .returning({ id: jobListings.id, title: jobListings.title }),
  );
  if (!posted) return failWith(409, messageKey("ownerMessage", "no_allowance"));
  const [row] = posted.value;
  return ok({ id: row!.id, title: row!.title, remaining: posted.remaining });
}
