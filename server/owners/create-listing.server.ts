import { listings } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { invalidInput, ok, type MessageCode, type MessageKey, type Result, messageKey } from "../errors.server.ts";
import { isAdmin } from "../auth/users.server.ts";
import type { CallerContext } from "../use-case.ts";
import { parseListingFields, type ListingValues } from "./listing-input.ts";
import { signedInCaller } from "./listing-access.server.ts";
import { listingColumns, listingPosition, replaceInsurers } from "./listing-writes.server.ts";
import { sendListingSubmitted } from "./owner-emails.server.ts";
import { factsOfFields, withSource } from "@domain/provenance.ts";
import { audit } from "../auth/audit.server.ts";

/**
 * A signed-in user adds a listing they own. An owner's listing waits for review (pending, not
 * public) until an admin activates it; an admin's is active at once. Audited; the owner is
 * told by email that it waits for review.
 */
export async function createListing(
  ctx: CallerContext,
  input: { values: ListingValues; locale: Locale },
): Promise<Result<{ id: number; status: string }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  const user = caller.value;
  const parsed = parseListingFields(input.values);
  if (!parsed.ok) return invalidFields(parsed.error);
  const position = await listingPosition(ctx.database, parsed.value);
  if ("error" in position) return invalidFields({ zipCode: position.error });

  const status = isAdmin(user) ? "active" : "pending";
  // Every fact given comes from whoever added the listing: a new listing's account is not yet
  // verified as the provider (a claim or an admin verifies it), so its facts rank below the registry's.
  const given = Object.entries(parsed.value)
    .filter(([, v]) => v !== null && v !== "" && !(Array.isArray(v) && v.length === 0))
    .map(([k]) => k);
  const factSources = withSource(
    {},
    factsOfFields(given),
    isAdmin(user) ? "admin" : "unverified_owner",
    new Date().toISOString().slice(0, 10),
  );
  const id = await inTransaction(ctx.database, async (tx) => {
    const [row] = await tx.db
      .insert(listings)
      .values({ ...listingColumns(parsed.value), ...position, userId: user.id, status, tier: "basic", factSources })
      .returning({ id: listings.id });
    await replaceInsurers(tx, row!.id, parsed.value.insurerIds);
    await audit(tx, {
      userId: user.id,
      action: "listing_created",
      ip: ctx.auth.ip,
      details: { listingId: row!.id, status },
    });
    if (status === "pending") await sendListingSubmitted(tx, input.locale, user.email, parsed.value.name);
    return row!.id;
  });
  return ok({ id, status });
}

/** The form's errors as owner message keys (the coordinates error belongs to the latitude field). */
export function invalidFields(errors: Partial<Record<string, MessageCode<"ownerMessage">>>): Result<never> {
  const fields: Record<string, MessageKey> = {};
  for (const [name, code] of Object.entries(errors)) {
    if (code) fields[name === "coordinates" ? "latitude" : name] = messageKey("ownerMessage", code);
  }
  return invalidInput(fields, { prefix: "ownerMessage" });
}
