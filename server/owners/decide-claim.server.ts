import { and, eq, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import { auditLog, listingClaims, listings, users } from "@db/schema/index.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, ownerKey, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { signedInCaller } from "./listing-access.server.ts";

/**
 * An admin decides a claim from the queue (the admin screen, another issue, calls this):
 * approving gives the listing to the claimant exactly as a verified code does.
 */
export async function decideClaim(
  ctx: CallerContext,
  input: { claimId: unknown; approve: boolean },
): Promise<Result<{ claimId: number; status: "verified" | "rejected" }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  if (!isAdmin(caller.value)) return failWith(403, ownerKey("forbidden"));
  const id = Number(input.claimId);
  if (!Number.isSafeInteger(id) || id <= 0) return failWith(404, ownerKey("not_found"));
  const status = input.approve ? ("verified" as const) : ("rejected" as const);
  const result = await ctx.database.db
    .transaction(async (tx) => {
      const [claim] = await tx
        .update(listingClaims)
        .set({ status, decidedAt: sql`now()` })
        .where(and(eq(listingClaims.id, id), eq(listingClaims.status, "pending")))
        .returning();
      if (!claim) return "not_found" as const;
      if (input.approve) {
        const rows = await tx
          .update(listings)
          .set({ userId: claim.userId, ownerVerified: true })
          .where(and(eq(listings.id, claim.listingId), isNull(listings.userId)))
          .returning({ id: listings.id });
        if (rows.length === 0) {
          tx.rollback();
        }
        await tx
          .update(users)
          .set({ noClaimedListings: sql`${users.noClaimedListings} + 1` })
          .where(eq(users.id, claim.userId));
      }
      await tx.insert(auditLog).values({
        userId: caller.value.id,
        action: "listing_claimed",
        ip: ctx.auth.ip,
        details: JSON.stringify({ listingId: claim.listingId, claimId: id, decision: status, claimant: claim.userId }),
      });
      return "ok" as const;
    })
    .catch((err: unknown) => {
      // Rolled back because someone else owns the listing by now.
      if (err instanceof TransactionRollbackError) return "already_claimed" as const;
      throw err;
    });
  if (result === "not_found") return failWith(404, ownerKey("not_found"));
  if (result === "already_claimed") return failWith(409, ownerKey("already_claimed"));
  return ok({ claimId: id, status });
}
