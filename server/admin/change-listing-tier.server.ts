import { and, eq } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import { TIERS } from "@domain/tiers.ts";
import { audit } from "../auth/audit.server.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, invalidInput, ok, type MessageKey, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import { inTransaction } from "@db/transaction.server.ts";

const REASON_MAX = 500;

/**
 * An admin sets a listing's plan by hand (a refund, a goodwill upgrade, a correction), with a
 * reason kept in the audit entry (before → after). Payments grant tiers themselves; this is the
 * override. Conditional on the tier read, so two admins at once cannot both win.
 */
export async function changeListingTier(
  ctx: CallerContext,
  input: { listingId: unknown; tier: string; reason: string },
): Promise<Result<{ id: number; tier: string }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  if (!isAdmin(user)) return failWith(403, messageKey("ownerMessage", "admin_only"));
  const fields: Record<string, MessageKey> = {};
  if (!(TIERS as readonly string[]).includes(input.tier)) fields.tier = messageKey("ownerMessage", "tier_invalid");
  const reason = input.reason.trim().slice(0, REASON_MAX);
  if (!reason) fields.reason = messageKey("ownerMessage", "reason_required");
  if (Object.keys(fields).length) return invalidInput(fields, { prefix: "ownerMessage" });
  if (input.tier === listing.tier) return ok({ id: listing.id, tier: listing.tier });
  const moved = await inTransaction(ctx.database, async ({ db: tx }) => {
    const rows = await tx
      .update(listings)
      .set({ tier: input.tier })
      .where(and(eq(listings.id, listing.id), eq(listings.tier, listing.tier)))
      .returning({ id: listings.id });
    if (rows.length === 0) return false;
    await audit(
      { db: tx },
      {
        userId: user.id,
        action: "listing_tier_changed",
        ip: ctx.auth.ip,
        details: { listingId: listing.id, from: listing.tier, to: input.tier, reason, by: "admin" },
      },
    );
    return true;
  });
  if (!moved) return failWith(409, messageKey("ownerMessage", "status_invalid"));
  return ok({ id: listing.id, tier: input.tier });
}
