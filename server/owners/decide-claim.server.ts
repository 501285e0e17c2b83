import { and, eq, isNull, sql } from "drizzle-orm";
import { listingClaims, listings, users } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { CLAIM_MESSAGE_MAX } from "@domain/admin-moderation.ts";
import { translate, type MessageKey } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { isAdmin } from "../auth/users.server.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { render } from "../email/templates.ts";
import { failWith, invalidInput, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { signedInCaller } from "./listing-access.server.ts";
import { audit } from "../auth/audit.server.ts";

class AlreadyClaimed extends Error {}

/**
 * An admin decides a claim from the queue (/admin/claims): approving gives the listing to the
 * claimant exactly as a verified code does. The claimant is emailed the decision with the
 * admin's message (required to reject), queued on the outbox in the same transaction as the
 * decision and its audit entry.
 */
export async function decideClaim(
  ctx: CallerContext,
  input: { claimId: unknown; approve: boolean; message?: string },
): Promise<Result<{ claimId: number; status: "verified" | "rejected"; email: string; listingName: string }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  if (!isAdmin(caller.value)) return failWith(403, messageKey("ownerMessage", "forbidden"));
  const id = Number(input.claimId);
  if (!Number.isSafeInteger(id) || id <= 0) return failWith(404, messageKey("ownerMessage", "claim_not_found"));
  const message = (input.message ?? "").trim();
  if (!input.approve && !message)
    return invalidInput({ message: messageKey("ownerMessage", "message_required") }, { prefix: "ownerMessage" });
  if (message.length > CLAIM_MESSAGE_MAX)
    return invalidInput({ message: messageKey("ownerMessage", "too_long") }, { prefix: "ownerMessage" });
  const status = input.approve ? ("verified" as const) : ("rejected" as const);
  try {
    const done = await inTransaction(ctx.database, async (tx) => {
      const [claim] = await tx.db
        .update(listingClaims)
        .set({ status, decidedAt: sql`now()` })
        .where(and(eq(listingClaims.id, id), eq(listingClaims.status, "pending")))
        .returning();
      if (!claim) return null;
      if (input.approve) {
        const rows = await tx.db
          .update(listings)
          .set({ userId: claim.userId, ownerVerified: true })
          .where(and(eq(listings.id, claim.listingId), isNull(listings.userId)))
          .returning({ id: listings.id });
        // Someone else owns the listing by now: nothing of this decision is kept.
        if (rows.length === 0) throw new AlreadyClaimed();
        await tx.db
          .update(users)
          .set({ noClaimedListings: sql`${users.noClaimedListings} + 1` })
          .where(eq(users.id, claim.userId));
      }
      await audit(tx, {
        userId: caller.value.id,
        action: "listing_claimed",
        ip: ctx.auth.ip,
        details: {
          listingId: claim.listingId,
          claimId: id,
          decision: status,
          claimant: claim.userId,
          message: message || null,
        },
      });
      const [who] = await tx.db
        .select({ email: users.email, language: users.preferredLanguage, name: listings.name })
        .from(users)
        .innerJoin(listings, eq(listings.id, claim.listingId))
        .where(eq(users.id, claim.userId));
      if (!who) return null;
      const locale: Locale = who.language === "es" ? "es" : "en";
      await enqueueEmail(tx, claimEmail(locale, who.email, who.name, input.approve, message));
      return { email: who.email, listingName: who.name };
    });
    if (!done) return failWith(404, messageKey("ownerMessage", "claim_not_found"));
    return ok({ claimId: id, status, ...done });
  } catch (err) {
    if (err instanceof AlreadyClaimed) return failWith(409, messageKey("ownerMessage", "already_claimed"));
    throw err;
  }
}

function claimEmail(locale: Locale, to: string, name: string, approved: boolean, message: string) {
  const text = (key: string, params: Record<string, string> = {}) =>
    translate(locale, key as MessageKey, { name, ...params });
  const kind = approved ? "claimApproved" : "claimRejected";
  return render(to, {
    subject: text(`ownerEmail.${kind}.subject`),
    greeting: text("email.greetingAnonymous"),
    paragraphs: [
      text(`ownerEmail.${kind}.intro`),
      ...(message ? [text("ownerEmail.claimDecision.message", { message })] : []),
      text("ownerEmail.claimDecision.note"),
    ],
    footer: text("email.footer"),
  });
}
