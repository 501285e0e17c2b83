import { timingSafeEqual } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { listingClaims, listings, users } from "@db/schema/index.ts";
import { CLAIM_CODE } from "@domain/owner-listings.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { claimableListing } from "./claim-target.server.ts";
import { signedInCaller } from "./listing-access.server.ts";
import { hashClaimCode } from "./request-claim-code.server.ts";
import { audit } from "../auth/audit.server.ts";
import { inTransaction } from "@db/transaction.server.ts";

function sameCode(stored: string, code: string): boolean {
  const salt = stored.slice(0, stored.indexOf("$"));
  const a = Buffer.from(stored);
  const b = Buffer.from(hashClaimCode(code, salt));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The emailed code proves the claim: the listing becomes the user's, marked owner verified,
 * and the user's claimed-listings count goes up, in one transaction. Each try counts, before
 * the comparison; after 5 or 30 minutes the code is dead.
 */
export async function verifyClaimCode(
  ctx: CallerContext,
  input: { listingId: unknown; code: unknown },
): Promise<Result<{ listingId: number; name: string }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  const target = await claimableListing(ctx, input.listingId);
  if (!target.ok) return target;
  const user = caller.value;
  const listing = target.value;
  const code = typeof input.code === "string" ? input.code.replace(/\s/g, "") : "";

  // Count the try first (atomically), so parallel guesses cannot exceed the limit.
  const [claim] = await ctx.database.db
    .update(listingClaims)
    .set({ attempts: sql`${listingClaims.attempts} + 1` })
    .where(
      and(
        eq(listingClaims.listingId, listing.id),
        eq(listingClaims.userId, user.id),
        eq(listingClaims.status, "pending"),
        eq(listingClaims.method, "code"),
      ),
    )
    .returning({
      id: listingClaims.id,
      codeHash: listingClaims.codeHash,
      attempts: listingClaims.attempts,
      live: sql<boolean>`${listingClaims.codeExpiresAt} > now()`,
    });
  if (!claim) return failWith(400, messageKey("ownerMessage", "claim_no_code"));
  if (!claim.live || claim.attempts > CLAIM_CODE.maxAttempts) {
    await ctx.database.db
      .update(listingClaims)
      .set({ status: "expired", decidedAt: sql`now()` })
      .where(eq(listingClaims.id, claim.id));
    return failWith(400, messageKey("ownerMessage", "code_expired"));
  }
  if (!/^\d{6}$/.test(code) || !claim.codeHash || !sameCode(claim.codeHash, code)) {
    return {
      ok: false,
      error: {
        code: "code_invalid",
        status: 400,
        messageKey: messageKey("ownerMessage", "code_invalid"),
        fields: { code: messageKey("ownerMessage", "code_invalid") },
      },
    };
  }

  const claimed = await inTransaction(ctx.database, async ({ db: tx }) => {
    const rows = await tx
      .update(listings)
      .set({ userId: user.id, ownerVerified: true })
      .where(and(eq(listings.id, listing.id), isNull(listings.userId)))
      .returning({ id: listings.id });
    if (rows.length === 0) return false;
    await tx
      .update(listingClaims)
      .set({ status: "verified", decidedAt: sql`now()` })
      .where(eq(listingClaims.id, claim.id));
    await tx
      .update(users)
      .set({ noClaimedListings: sql`${users.noClaimedListings} + 1` })
      .where(eq(users.id, user.id));
    await audit(
      { db: tx },
      {
        userId: user.id,
        action: "listing_claimed",
        ip: ctx.auth.ip,
        details: { listingId: listing.id, method: "code" },
      },
    );
    return true;
  });
  if (!claimed) return failWith(409, messageKey("ownerMessage", "already_claimed"));
  return ok({ listingId: listing.id, name: listing.name });
}
