import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { listingClaims } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { CLAIM_CODE } from "@domain/owner-listings.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { failWith, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import {
  CLAIM_RATE,
  claimableListing,
  expirePendingClaims,
  hasPendingClaim,
  lockClaimsAndCount,
} from "./claim-target.server.ts";
import { signedInCaller } from "./listing-access.server.ts";
import { sendClaimCode } from "./owner-emails.server.ts";
import { audit } from "../auth/audit.server.ts";

/** A second request this soon after a code went out is the same click again, not "send another". */
const DOUBLE_SUBMIT_SECONDS = 10;

/** "salt$sha256(salt:code)": the code itself is never stored. */
export function hashClaimCode(code: string, salt = randomBytes(8).toString("hex")): string {
  return `${salt}$${createHash("sha256").update(`${salt}:${code}`).digest("hex")}`;
}

/**
 * A signed-in user asks to claim an unowned listing: a 6-digit code goes to the listing's own
 * email address (valid 30 minutes, 5 tries). A newer request replaces an older code, except
 * within seconds of it (a double submit). Limited per user and per listing, counted in the
 * database under a lock (claim-target.server.ts).
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
  if (!email) return failWith(409, messageKey("ownerMessage", "no_listing_email"));

  const sent = ok({ listingId: listing.id, email });
  const code = String(randomInt(0, 10 ** CLAIM_CODE.length)).padStart(CLAIM_CODE.length, "0");
  // The claim and its email commit together: no code is stored that was never sent, nor the reverse.
  return inTransaction(ctx.database, async (tx) => {
    const parties = { userId: user.id, listingId: listing.id };
    const recent = await lockClaimsAndCount(tx, parties);
    // A double submit finds the first one's code just sent: it answers alike, and no second
    // code replaces the one already on its way.
    const justSent = await hasPendingClaim(
      tx,
      parties,
      and(
        eq(listingClaims.method, "code"),
        gt(listingClaims.createdAt, sql`now() - make_interval(secs => ${DOUBLE_SUBMIT_SECONDS})`),
      )!,
    );
    if (justSent) return sent;
    if (recent.byUser >= CLAIM_RATE.perUserPerHour || recent.byListing >= CLAIM_RATE.perListingPerHour) {
      return rateLimited(3600);
    }
    await expirePendingClaims(tx, parties);
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
    return sent;
  });
}
