import { and, eq, gt, sql } from "drizzle-orm";
import { auditLog, listings } from "@db/schema/index.ts";
import { failWith, ok, ownerKey, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableListing } from "./listing-access.server.ts";

/**
 * The job-posting allowance, kept in one place: posting a job (the job board, another issue,
 * calls this before it publishes) takes one posting from the listing's allowance, atomically,
 * never below zero. Job packs add to it (server/payments/fulfil-checkout.server.ts).
 */
export async function spendJobPosting(
  ctx: CallerContext,
  input: { listingId: unknown },
): Promise<Result<{ id: number; remaining: number }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  const remaining = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({ jobPostingAllowance: sql`${listings.jobPostingAllowance} - 1` })
      .where(and(eq(listings.id, listing.id), gt(listings.jobPostingAllowance, 0)))
      .returning({ remaining: listings.jobPostingAllowance });
    if (!row) return null;
    await tx.insert(auditLog).values({
      userId: user.id,
      action: "job_posting_used",
      ip: ctx.auth.ip,
      details: JSON.stringify({ listingId: listing.id, remaining: row.remaining }),
    });
    return row.remaining;
  });
  if (remaining === null) return failWith(409, ownerKey("no_allowance"));
  return ok({ id: listing.id, remaining });
}
