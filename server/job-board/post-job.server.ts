import { jobExpiry, type JobValues } from "@domain/job-board.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { jobListings } from "@db/schema/index.ts";
import { failWith, ok, ownerKey, type Result } from "../errors.server.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import { takeJobPosting } from "../owners/spend-job-posting.server.ts";
import type { CallerContext } from "../use-case.ts";
import { jobFormInput } from "./job-form.server.ts";

/**
 * Publishes a job on a listing its caller may edit (owner or admin), for 60 days. The form is
 * checked first so a typing mistake never costs a posting; then one posting is taken from the
 * listing's allowance (takeJobPosting, the one place that does; 409 at zero) and the job is
 * inserted in the same transaction: a posting is never spent without its job, nor the reverse.
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
  const posted = await inTransaction(ctx.database, async (tx) => {
    const remaining = await takeJobPosting(tx, { listingId: listing.id, userId: user.id, ip: ctx.auth.ip });
    if (remaining === null) return null;
    const [row] = await tx.db
      .insert(jobListings)
      .values({ ...fields.value, listingId: listing.id, userId: user.id, postedAt, expiresAt: jobExpiry(postedAt) })
      .returning({ id: jobListings.id, title: jobListings.title });
    return { id: row!.id, title: row!.title, remaining };
  });
  if (!posted) return failWith(409, ownerKey("no_allowance"));
  return ok(posted);
}
