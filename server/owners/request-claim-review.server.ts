import { and, eq, sql } from "drizzle-orm";
import { listingClaims } from "@db/schema/index.ts";
import { invalidInput, ok, ownerKey, rateLimited, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { CLAIM_RATE, claimableListing } from "./claim-target.server.ts";
import { signedInCaller } from "./listing-access.server.ts";
import { audit } from "../auth/audit.server.ts";

const EVIDENCE_LIMITS = { min: 20, max: 2000 } as const;

/**
 * When the owner cannot receive the listing's email: a claim with evidence text goes to the
 * admins' queue (listing_claims, method 'evidence', pending). The admin screen decides it.
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
    return invalidInput({ evidence: ownerKey("evidence_required") }, { catalog: "owner" });
  }
  const user = caller.value;
  const listing = target.value;
  const [recent] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(listingClaims)
    .where(and(eq(listingClaims.userId, user.id), sql`${listingClaims.createdAt} > now() - interval '1 hour'`));
  if ((recent?.n ?? 0) >= CLAIM_RATE.perUserPerHour) return rateLimited(3600);

  await ctx.database.db.transaction(async (tx) => {
    await tx
      .update(listingClaims)
      .set({ status: "expired", decidedAt: sql`now()` })
      .where(
        and(
          eq(listingClaims.listingId, listing.id),
          eq(listingClaims.userId, user.id),
          eq(listingClaims.status, "pending"),
        ),
      );
    await tx.insert(listingClaims).values({ listingId: listing.id, userId: user.id, method: "evidence", evidence });
    await audit(
      { db: tx },
      {
        userId: user.id,
        action: "listing_claim_requested",
        ip: ctx.auth.ip,
        details: { listingId: listing.id, method: "evidence" },
      },
    );
  });
  return ok({ listingId: listing.id, name: listing.name });
}
