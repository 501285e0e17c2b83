import { and, eq } from "drizzle-orm";
import { listings, users } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { canMoveListing } from "@domain/owner-listings.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, invalidInput, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableListing } from "./listing-access.server.ts";
import { sendListingStatus } from "./owner-emails.server.ts";
import { audit } from "../auth/audit.server.ts";

/** Longest reason kept in the audit log. */
const REASON_MAX = 500;

/**
 * The listing state machine (domain/owner-listings.ts): an admin activates a pending listing,
 * suspends, closes or reopens one; an owner may only close their own. The owner is emailed
 * and the change audited. The admin screen (/admin/listings/:id) passes a reason, which is then
 * required and kept in the audit entry.
 */
export async function changeListingStatus(
  ctx: CallerContext,
  input: { listingId: unknown; status: string; locale: Locale; reason?: string },
): Promise<Result<{ id: number; status: string }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  if (!isAdmin(user) && input.status !== "closed") return failWith(403, messageKey("ownerMessage", "forbidden"));
  const reason = input.reason?.trim().slice(0, REASON_MAX);
  if (input.reason !== undefined && !reason) {
    return invalidInput({ reason: messageKey("ownerMessage", "reason_required") }, { prefix: "ownerMessage" });
  }
  if (!canMoveListing(listing.status, input.status)) return failWith(409, messageKey("ownerMessage", "status_invalid"));

  // Conditional on the status read, so two admins deciding at once cannot both win. The owner's
  // email is queued in the same transaction: it exists exactly when the change does.
  const moved = await inTransaction(ctx.database, async (tx) => {
    const rows = await tx.db
      .update(listings)
      .set({ status: input.status })
      .where(and(eq(listings.id, listing.id), eq(listings.status, listing.status)))
      .returning({ id: listings.id });
    if (rows.length === 0) return false;
    await audit(tx, {
      userId: user.id,
      action: "listing_status_changed",
      ip: ctx.auth.ip,
      details: {
        listingId: listing.id,
        from: listing.status,
        to: input.status,
        reason: reason ?? null,
      },
    });
    if (listing.userId !== null && listing.userId !== user.id) {
      const [owner] = await tx.db
        .select({ email: users.email, preferredLanguage: users.preferredLanguage })
        .from(users)
        .where(eq(users.id, listing.userId));
      if (owner) {
        const locale =
          owner.preferredLanguage === "es" || owner.preferredLanguage === "en" ? owner.preferredLanguage : input.locale;
        await sendListingStatus(tx, locale, owner.email, listing.name, input.status);
      }
    }
    return true;
  });
  if (!moved) return failWith(409, messageKey("ownerMessage", "status_invalid"));

  return ok({ id: listing.id, status: input.status });
}
