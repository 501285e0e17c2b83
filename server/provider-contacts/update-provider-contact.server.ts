import { eq } from "drizzle-orm";
import { listings, providerContacts } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { calendarDay } from "@domain/admin-people.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { audit } from "../auth/audit.server.ts";
import { failWith, invalidInput, ok, type MessageKey, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/**
 * site_admin links a provider contact to a listing (or unlinks it: empty listing number) and
 * records the last contact date (YYYY-MM-DD, not in the future; empty clears it). Audited with
 * before → after in the same transaction.
 */
export async function updateProviderContact(
  ctx: UseCaseContext<"database" | "auth">,
  input: { id: number; values: { listingId?: unknown; lastContactDate?: unknown }; today?: string },
): Promise<Result<{ changed: boolean }>> {
  const caller = await adminCaller(ctx, "contacts");
  if (!caller.ok) return caller;
  const rawListing = typeof input.values.listingId === "string" ? input.values.listingId.trim() : "";
  const rawDate = typeof input.values.lastContactDate === "string" ? input.values.lastContactDate.trim() : "";
  const fields: Record<string, MessageKey> = {};
  const listingId = rawListing === "" ? null : /^\d{1,9}$/.test(rawListing) ? Number(rawListing) : Number.NaN;
  if (Number.isNaN(listingId)) fields.listingId = messageKey("adminPeople.error", "listing_id_invalid");
  const today = input.today ?? new Date().toISOString().slice(0, 10);
  const lastContactDate = rawDate === "" ? null : calendarDay(rawDate);
  if (rawDate !== "" && (!lastContactDate || lastContactDate > today)) {
    fields.lastContactDate = messageKey("adminPeople.error", "date_invalid");
  }
  if (Object.keys(fields).length) return invalidInput(fields, { prefix: "adminPeople.error" });
  return inTransaction(ctx.database, async (tx) => {
    const [before] = await tx.db
      .select({ listingId: providerContacts.listingId, lastContactDate: providerContacts.lastContactDate })
      .from(providerContacts)
      .where(eq(providerContacts.id, input.id))
      .for("update");
    if (!before) return failWith(404, messageKey("authMessage", "not_found"));
    if (listingId !== null) {
      const [listing] = await tx.db.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId));
      if (!listing)
        return invalidInput(
          { listingId: messageKey("adminPeople.error", "listing_not_found") },
          { prefix: "adminPeople.error" },
        );
    }
    const after = { listingId, lastContactDate };
    if (before.listingId === after.listingId && before.lastContactDate === after.lastContactDate) {
      return ok({ changed: false });
    }
    await tx.db.update(providerContacts).set(after).where(eq(providerContacts.id, input.id));
    await audit(tx, {
      userId: null,
      action: "provider_contact_updated",
      ip: ctx.auth.ip,
      actorId: caller.value.id,
      object: { type: "provider_contact", id: input.id },
      before,
      after,
    });
    return ok({ changed: true });
  });
}
