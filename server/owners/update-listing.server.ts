import { eq } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { zipReplacesPosition } from "@domain/listing-position.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { invalidFields } from "./create-listing.server.ts";
import { parseListingFields, type ListingValues } from "./listing-input.ts";
import { editableListing } from "./listing-access.server.ts";
import { editorSource, listingColumns, listingPosition, replaceInsurers } from "./listing-writes.server.ts";
import { audit } from "../auth/audit.server.ts";
import { factsOfFields, withSource } from "@domain/provenance.ts";
import { readServiceAreas } from "@domain/service-areas.ts";

/**
 * The owner (their own listings only) or an admin (any) edits a listing with the add form.
 * On update the email may be left empty: the stored one stays (spec section 5). A new zip
 * moves the pin unless new coordinates were typed. Every change is audited with the names of
 * the fields that changed.
 */
export async function updateListing(
  ctx: CallerContext,
  input: { listingId: unknown; values: ListingValues },
): Promise<Result<{ id: number; changed: string[] }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  const parsed = parseListingFields(input.values, { emailRequired: false });
  if (!parsed.ok) return invalidFields(parsed.error);
  const fields = { ...parsed.value, email: parsed.value.email || listing.email };
  // The form comes back with the stored coordinates filled in (the form's pin follows the same rule).
  const zipMoved = zipReplacesPosition(fields, listing);
  const position = await listingPosition(
    ctx.database,
    zipMoved ? { ...fields, latitude: null, longitude: null } : fields,
  );
  if ("error" in position) return invalidFields({ zipCode: position.error });

  // An area of a care setting the listing no longer offers goes with it (it would still say "Serves your area").
  const areas = readServiceAreas(listing.serviceAreas);
  const offeredAreas = areas.filter((area) => fields.careSettings.includes(area.careSetting));
  const next = {
    ...listingColumns(fields),
    ...position,
    ...(offeredAreas.length < areas.length ? { serviceAreas: offeredAreas } : {}),
  };
  const changed = Object.entries(next)
    .filter(([key, value]) => JSON.stringify(listing[key as keyof typeof listing]) !== JSON.stringify(value))
    .map(([key]) => key);
  // Each changed fact now comes from its owner (or an admin, editing a listing that is not theirs).
  const insurersChanged =
    JSON.stringify([...fields.insurerIds].sort((a, b) => a - b)) !==
    JSON.stringify([...listing.insuranceProviderIds].sort((a, b) => a - b));
  const facts = factsOfFields([...changed, ...(insurersChanged ? ["insurerIds"] : [])]);
  const factSources = withSource(
    listing.factSources,
    facts,
    editorSource(listing, user.id),
    new Date().toISOString().slice(0, 10),
  );
  await inTransaction(ctx.database, async (tx) => {
    await tx.db
      .update(listings)
      .set(facts.length ? { ...next, factSources } : next)
      .where(eq(listings.id, listing.id));
    await replaceInsurers(tx, listing.id, fields.insurerIds);
    await audit(tx, {
      userId: user.id,
      action: "listing_updated",
      ip: ctx.auth.ip,
      details: { listingId: listing.id, changed: changed.join(",") },
    });
  });
  return ok({ id: listing.id, changed });
}
