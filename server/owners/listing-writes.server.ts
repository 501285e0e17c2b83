/** What adding and editing a listing share: the map position and the insurers, written the same way. */
import { and, eq, inArray } from "drizzle-orm";
import { insuranceProviders, listingInsurances } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import type { OwnerMessageCode } from "@domain/i18n/catalog.ts";
import { geocodeZip } from "../listings/geocode.server.ts";
import type { ListingFields } from "./listing-input.ts";
import type { FactSource } from "@domain/provenance.ts";

/**
 * Whose word an edit of a listing's facts is (domain/provenance.ts): an admin's when the editor
 * is not its owner, else the owner's, ranked as such only once the owner is verified to run it.
 */
export function editorSource(listing: { userId: number | null; ownerVerified: boolean }, editorId: number): FactSource {
  if (listing.userId !== editorId) return "admin";
  return listing.ownerVerified ? "owner" : "unverified_owner";
}

/**
 * The typed position when there is one, else the zip code's (offline, from the places table).
 * An unknown zip without a typed position is the zip field's error.
 */
export async function listingPosition(
  database: Database,
  fields: ListingFields,
): Promise<{ latitude: number; longitude: number } | { error: OwnerMessageCode }> {
  if (fields.latitude !== null && fields.longitude !== null) {
    return { latitude: fields.latitude, longitude: fields.longitude };
  }
  const place = await geocodeZip({ database }, { zip: fields.zipCode });
  return place ? { latitude: place.lat, longitude: place.lng } : { error: "zip_unknown" };
}

/** The listing's columns from the form (everything but owner, tier, status and position). */
export function listingColumns(fields: ListingFields) {
  const { insurerIds: _ids, latitude: _lat, longitude: _lng, ...columns } = fields;
  return columns;
}

/**
 * Replaces the listing's insurers with the given active ones (unknown ids are dropped); `tx` of
 * inTransaction(). Links to insurers an admin has hidden stay: the form cannot show them, and
 * showing the insurer again must bring the listing's link back.
 */
export async function replaceInsurers(tx: Database, listingId: number, insurerIds: number[]): Promise<void> {
  const active = tx.db
    .select({ id: insuranceProviders.id })
    .from(insuranceProviders)
    .where(eq(insuranceProviders.isActive, true));
  await tx.db
    .delete(listingInsurances)
    .where(and(eq(listingInsurances.listingId, listingId), inArray(listingInsurances.insuranceProviderId, active)));
  if (insurerIds.length === 0) return;
  const known = await tx.db
    .select({ id: insuranceProviders.id })
    .from(insuranceProviders)
    .where(and(inArray(insuranceProviders.id, insurerIds), eq(insuranceProviders.isActive, true)));
  if (known.length === 0) return;
  await tx.db.insert(listingInsurances).values(known.map((k) => ({ listingId, insuranceProviderId: k.id })));
}
