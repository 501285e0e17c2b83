import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, or, sql } from "drizzle-orm";
import { listingClaims } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { CLAIM_CODE } from "@domain/owner-listings.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { failWith, ok, ownerKey, rateLimited, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { CLAIM_RATE, claimableListing } from "./claim-target.server.ts";
import { signedInCaller } from "./listing-access.server.ts";
import { sendClaimCode } from "./owner-emails.server.ts";
import { audit } from "../auth/audit.server.ts";

/** "salt$sha256(salt:code)": the code itself is never stored. */
export function hashClaimCode(code: string, salt = randomBytes(8).toString("hex")): string {
  return `${salt}$${createHash("sha256").update(`${salt}:${code}`).digest("hex")}`;
}

/**
 * A signed-in user asks to claim an unowned listing: a 6-digit code goes to the listing's own
 * email address (valid 30 minutes, 5 tries). A newer request replaces an older code. Limited
 * per user and per listing, counted in the database.
 */
export async function requestClaimCode(
  ctx: CallerContext,
  input: { listingId: unknown; locale: Locale },
): Promise<Result<{ listingId: number; email: string }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  const target = await claimableListing(ctx, input.listingId);
  if (!target.ok) return target;
  const user = caller.value;
  const { email, ...listing } = target.value;
  // A registry listing may have no address to send a code to: it is claimed with evidence.
  if (!email) return failWith(409, ownerKey("no_listing_email"));

  const [recent] = await ctx.database.db
    .select({
      byUser: sql<number>`count(*) filter (where ${listingClaims.userId} = ${user.id})::int`,
      byListing: sql<number>`count(*) filter (where ${listingClaims.listingId} = ${listing.id})::int`,
    })
    .from(listingClaims)
    .where(
      and(
        gt(listingClaims.createdAt, sql`now() - interval '1 hour'`),
        or(eq(listingClaims.userId, user.id), eq(listingClaims.listingId, listing.id)),
      ),
    );
  if ((recent?.byUser ?? 0) >= CLAIM_RATE.perUserPerHour || (recent?.byListing ?? 0) >= CLAIM_RATE.perListingPerHour) {
    return rateLimited(3600);
  }

  const code = String(randomInt(0, 10 ** CLAIM_CODE.length)).padStart(CLAIM_CODE.length, "0");
  // The claim and its email commit together: no code is stored that was never sent, nor the reverse.
  await inTransaction(ctx.database, async (tx) => {
    await tx.db
      .update(listingClaims)
      .set({ status: "expired", decidedAt: sql`now()` })
      .where(
        and(
          eq(listingClaims.listingId, listing.id),
          eq(listingClaims.userId, user.id),
          eq(listingClaims.status, "pending"),
        ),
      );
    await tx.db.insert(listingClaims).values({
      listingId: listing.id,
      userId: user.id,
      method: "code",
      codeHash: hashClaimCode(code),
      codeExpiresAt: sql`now() + make_interval(mins => ${CLAIM_CODE.validMinutes})`,
    });
    await audit(tx, {
      userId: user.id,
      action: "listing_claim_requested",
      ip: ctx.auth.ip,
      details: { listingId: listing.id, method: "code" },
    });
    await sendClaimCode(tx, input.locale, email, listing.name, code);
  });
  return ok({ listingId: listing.id, email });
}
