/**
 * The JSON shapes of the HSDS API (schema/openapi.json): list items carry a record's own fields
 * (and, for a service, its organization); the single-record answers nest everything related, as
 * the compiled schemas describe. Built from the flat records of map-listing.ts.
 */
import { allTaxonomies } from "./taxonomy.ts";
import type { HsdsAttribute, HsdsListingRecords, HsdsTaxonomy } from "./types.ts";

const taxonomiesById: Map<string, HsdsTaxonomy> = new Map(allTaxonomies().map((t) => [t.id, t]));

/** An attribute with its term and the term's taxonomy, as a fully nested answer shows it. */
function nestedAttribute(a: HsdsAttribute): HsdsAttribute {
  if (!a.taxonomy_term) return a;
  const detail = taxonomiesById.get(a.taxonomy_term.taxonomy_id);
  return { ...a, taxonomy_term: { ...a.taxonomy_term, ...(detail ? { taxonomy_detail: detail } : {}) } };
}

/** The service's own fields, without the attributes' nesting. */
const serviceFields = (r: HsdsListingRecords) => r.service;

export const organizationListItem = (r: HsdsListingRecords) => r.organization;

/** A location with its address and opening hours (GET /api/hsds/locations and inside the others). */
export function locationItem(r: HsdsListingRecords) {
  return {
    ...r.location,
    addresses: r.address ? [r.address] : [],
    schedules: r.schedule ? [r.schedule] : [],
  };
}

export function serviceListItem(r: HsdsListingRecords) {
  return { ...serviceFields(r), organization: r.organization };
}

export function serviceFull(r: HsdsListingRecords) {
  return {
    ...serviceFields(r),
    organization: r.organization,
    phones: r.phone ? [r.phone] : [],
    service_at_locations: [{ ...r.serviceAtLocation, location: locationItem(r) }],
    languages: r.languages,
    funding: r.funding,
    attributes: r.attributes.map(nestedAttribute),
  };
}

export function organizationFull(r: HsdsListingRecords) {
  return {
    ...r.organization,
    phones: r.phone ? [r.phone] : [],
    locations: [locationItem(r)],
    services: [serviceFields(r)],
  };
}
