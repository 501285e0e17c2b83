import { eq } from "drizzle-orm";
import { listingInsurances, type Listing } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";

/** A stored listing as the listing form's values (multi-choice fields newline-joined). */
export async function listingFormValues(database: Database, listing: Listing): Promise<Record<string, string>> {
  const insurers = await database.db
    .select({ id: listingInsurances.insuranceProviderId })
    .from(listingInsurances)
    .where(eq(listingInsurances.listingId, listing.id));
  const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
  return {
    name: listing.name,
    description: str(listing.description),
    address: str(listing.address),
    city: listing.city,
    state: listing.state,
    zipCode: str(listing.zipCode),
    latitude: str(listing.latitude),
    longitude: str(listing.longitude),
    phone: str(listing.phone),
    email: str(listing.email),
    website: str(listing.website),
    openingHours: str(listing.openingHours),
    services: listing.services.join("\n"),
    insurerIds: insurers.map((i) => i.id).join("\n"),
    acceptingNewClients: listing.acceptingNewClients === null ? "unknown" : listing.acceptingNewClients ? "yes" : "no",
    waitlistWeeks: str(listing.waitlistWeeks),
    minAgeYears: str(listing.minAgeYears),
    maxAgeYears: str(listing.maxAgeYears),
    careSettings: listing.careSettings.join("\n"),
    languages: listing.languages.join("\n"),
    fundingAccepted: listing.fundingAccepted.join("\n"),
    bcbaCertificantNumbers: listing.bcbaCertificantNumbers.join("\n"),
  };
}
