/**
 * What a listing from the NPI Registry adds to its HSDS records (ADR 0019): its NPI as an
 * organization_identifier, and its provider kind as an attribute of the organization (HSDS has
 * no record for a person, so an independent practitioner is an organization too).
 */
import type { ProviderKind } from "@domain/listing-schema.ts";
import { hsdsId } from "./ids.ts";
import type { TermIndex } from "./taxonomy.ts";
import type { HsdsAttribute, HsdsOrganizationIdentifier } from "./types.ts";
import { termAttribute } from "./term-attribute.ts";

/**
 * org-id.guide lists no scheme for the NPI (its US lists are company registers, the EIN and
 * federal registries), so HSDS asks for a readable identifier_type and no identifier_scheme.
 */
const NPI_IDENTIFIER_TYPE = "National Provider Identifier (NPI)";

export function npiIdentifier(
  listingId: number,
  npi: string | null,
  organizationId: string,
): HsdsOrganizationIdentifier | null {
  // The database holds ten digits or null; anything else is not an NPI to publish.
  if (!npi || !/^\d{10}$/.test(npi)) return null;
  return {
    id: hsdsId("organization_identifier", listingId),
    organization_id: organizationId,
    identifier_type: NPI_IDENTIFIER_TYPE,
    identifier: npi,
  };
}

export function providerKindAttributes(
  listingId: number,
  kind: ProviderKind | null,
  organizationId: string,
  terms: TermIndex,
): HsdsAttribute[] {
  if (!kind) return [];
  const term = terms.byCode.providerKinds.get(kind);
  return term ? [termAttribute(listingId, { entity: "organization", id: organizationId }, term)] : [];
}
