import { and, eq } from "drizzle-orm";
import { listingClaims } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { invalidInput, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import {
  CLAIM_RATE,
  claimableListing,
  expirePendingClaims,
  hasPendingClaim,
  lockClaimsAndCount,
} from "./claim-target.server.ts";
import { signedInCaller } from "./listing-access.server.ts";
import { audit } from "../auth/audit.server.ts";

const EVIDENCE_LIMITS = { min: 20, max: 2000 } as const;

/**
 * When the owner cannot receive the listing's email: a claim with evidence text goes to the
 * admins' queue (listing_claims, method 'evidence', pending). The admin screen decides it.
 * Limited per user, counted in the database under a lock (claim-target.server.ts).
 */
export async function requestClaimReview(
  ctx: CallerContext,
  input: { listingId: unknown; evidence: unknown },
): Promise<Result<{ listingId: number; name: string }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  const target = await claimableListing(ctx, input.listingId);
  if (!target.ok) return target;
  const evidence = typeof input.evidence === "string" ? input.evidence.trim() : "";
  if (evidence.length < EVIDENCE_LIMITS.min || evidence.length > EVIDENCE_LIMITS.max) {
    return invalidInput({ evidence: messageKey("ownerMessage", "evidence_required") }, { prefix: "ownerMessage" });
  }
  const user = caller.value;
  const listing = target.value;
  const queued = ok({ listingId: listing.id, name: listing.name });
  return inTransaction(ctx.database, async (tx) => {
    const parties = { userId: user.id, listingId: listing.id };
    const recent = await lockClaimsAndCount(tx, parties);
    // The same evidence already waiting (a double submit): it answers alike and stays as it is.
    const same = await hasPendingClaim(
      tx,
      parties,
      and(eq(listingClaims.method, "evidence"), eq(listingClaims.evidence, evidence))!,
    );
    if (same) return queued;
    if (recent.byUser >= CLAIM_RATE.perUserPerHour) return rateLimited(3600);
    await expirePendingClaims(tx, parties);
    await tx.db.insert(listingClaims).values({ listingId: listing.id, userId: user.id, method: "evidence", evidence });
    await audit(tx, {
      userId: user.id,
      action: "listing_claim_requested",
      ip: ctx.auth.ip,
      details: { listingId: listing.id, method: "evidence" },
    });
    return queued;
  });
}
