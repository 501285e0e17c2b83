/**
 * The JSON shapes of the HSDS API (schema/openapi.json): list items carry a record's own fields
 * (and, for a service, its organization); the single-record answers nest everything related, as
 * the compiled schemas describe. Built from the flat records of map-listing.ts.
 *
 * An organization always shows its identifiers (the NPI) and attributes (the provider kind).
 * Metadata (where each field came from) is in the single-record answers only, on the record it
 * describes, and only when there is some: it would multiply the size of a list page.
 */
import { allTaxonomies } from "./taxonomy.ts";
import type { HsdsAttribute, HsdsListingRecords, HsdsMetadata, HsdsTaxonomy } from "./types.ts";

const taxonomiesById: Map<string, HsdsTaxonomy> = new Map(allTaxonomies().map((t) => [t.id, t]));

/** An attribute with its term and the term's taxonomy, as a fully nested answer shows it. */
function nestedAttribute(a: HsdsAttribute): HsdsAttribute {
  if (!a.taxonomy_term) return a;
  const detail = taxonomiesById.get(a.taxonomy_term.taxonomy_id);
  return { ...a, taxonomy_term: { ...a.taxonomy_term, ...(detail ? { taxonomy_detail: detail } : {}) } };
}

/** Hangs each record's metadata on it, when asked and when it has some. */
type Describe = <T extends { id: string }>(record: T) => T & { metadata?: HsdsMetadata[] };

const plain: Describe = (record) => record;

function describer(r: HsdsListingRecords): Describe {
  const byResource = new Map<string, HsdsMetadata[]>();
  for (const m of r.metadata) byResource.set(m.resource_id, [...(byResource.get(m.resource_id) ?? []), m]);
  return (record) => {
    const metadata = byResource.get(record.id);
    return metadata ? { ...record, metadata } : record;
  };
}

/** The service's own fields, without the attributes' nesting. */
const serviceFields = (r: HsdsListingRecords) => r.service;

function organizationItem(r: HsdsListingRecords, describe: Describe) {
  return {
    ...describe(r.organization),
    organization_identifiers: r.organizationIdentifier ? [r.organizationIdentifier] : [],
    attributes: r.organizationAttributes.map(nestedAttribute),
  };
}

export const organizationListItem = (r: HsdsListingRecords) => organizationItem(r, plain);

function location(r: HsdsListingRecords, describe: Describe) {
  return {
    ...describe(r.location),
    addresses: r.address ? [describe(r.address)] : [],
    schedules: r.schedule ? [describe(r.schedule)] : [],
  };
}

/** A location with its address and opening hours (GET /api/hsds/locations). */
export const locationItem = (r: HsdsListingRecords) => location(r, plain);

export function serviceListItem(r: HsdsListingRecords) {
  return { ...serviceFields(r), organization: organizationItem(r, plain) };
}

export function serviceFull(r: HsdsListingRecords) {
  const describe = describer(r);
  return {
    ...describe(serviceFields(r)),
    organization: organizationItem(r, describe),
    phones: r.phone ? [describe(r.phone)] : [],
    service_at_locations: [{ ...r.serviceAtLocation, location: location(r, describe) }],
    languages: r.languages,
    funding: r.funding,
    service_areas: r.serviceAreas,
    attributes: r.attributes.map((a) => describe(nestedAttribute(a))),
  };
}

export function organizationFull(r: HsdsListingRecords) {
  const describe = describer(r);
  return {
    ...organizationItem(r, describe),
    phones: r.phone ? [describe(r.phone)] : [],
    locations: [location(r, describe)],
    services: [serviceFields(r)],
  };
}
