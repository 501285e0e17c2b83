/**
 * The HSDS 3.0 records we publish, with the fields we fill (server/hsds/schema/*.json has them
 * all). Absent data is left out, never written as null or an empty string: HSDS types a missing
 * text as absent, not null.
 */

export interface HsdsTaxonomy {
  id: string;
  name: string;
  description: string;
  version: string;
}

export interface HsdsTaxonomyTerm {
  id: string;
  code: string;
  name: string;
  description: string;
  taxonomy: string;
  taxonomy_id: string;
  language: string;
  taxonomy_detail?: HsdsTaxonomy;
}

interface HsdsOrganization {
  id: string;
  name: string;
  description: string;
  email?: string;
  website?: string;
  uri: string;
}

interface HsdsService {
  id: string;
  organization_id: string;
  name: string;
  description?: string;
  url?: string;
  email?: string;
  status: "active";
  eligibility_description?: string;
  minimum_age?: number;
  maximum_age?: number;
  assured_date?: string;
  last_modified: string;
}

interface HsdsLocation {
  id: string;
  location_type: "physical";
  organization_id: string;
  name: string;
  /** Only to say that the coordinates are a zip code's centre. */
  description?: string;
  latitude?: number;
  longitude?: number;
}

interface HsdsAddress {
  id: string;
  location_id: string;
  address_1: string;
  city: string;
  state_province: string;
  postal_code: string;
  country: "US";
  address_type: "physical";
}

interface HsdsPhone {
  id: string;
  organization_id: string;
  service_id: string;
  number: string;
  type: "voice";
}

export interface HsdsSchedule {
  id: string;
  location_id: string;
  opens_at: string;
  closes_at: string;
  freq?: "WEEKLY";
  byday?: string;
  description: string;
}

/** Where the service is available beyond its location (issue 29): one per service area, in words. */
interface HsdsServiceArea {
  id: string;
  service_id: string;
  name: string;
  description: string;
}

interface HsdsServiceAtLocation {
  id: string;
  service_id: string;
  location_id: string;
}

interface HsdsLanguage {
  id: string;
  service_id: string;
  name: string;
  code: string;
}

interface HsdsFunding {
  id: string;
  service_id: string;
  source: string;
}

export interface HsdsAttribute {
  id: string;
  link_id: string;
  link_entity: "service" | "organization";
  taxonomy_term_id: string;
  value?: string;
  taxonomy_term?: HsdsTaxonomyTerm;
}

/** The listing's NPI (HSDS organization_identifier); org-id.guide lists no scheme for it. */
export interface HsdsOrganizationIdentifier {
  id: string;
  organization_id: string;
  identifier_type: string;
  identifier: string;
}

/**
 * Where one published field came from (HSDS metadata): the source that last confirmed the
 * listing's fact and when. We keep no history, so `previous_value` is always empty.
 */
export interface HsdsMetadata {
  id: string;
  resource_id: string;
  resource_type: "organization" | "service" | "location" | "address" | "phone" | "schedule" | "attribute";
  /** YYYY-MM-DD. */
  last_action_date: string;
  last_action_type: "confirm";
  field_name: string;
  previous_value: "";
  replacement_value: string;
  updated_by: string;
}

/** Everything one listing becomes, flat, with the foreign keys the tables use. */
export interface HsdsListingRecords {
  organization: HsdsOrganization;
  service: HsdsService;
  location: HsdsLocation;
  address: HsdsAddress | null;
  phone: HsdsPhone | null;
  schedule: HsdsSchedule | null;
  serviceAtLocation: HsdsServiceAtLocation;
  languages: HsdsLanguage[];
  funding: HsdsFunding[];
  /** The service's areas (in-home visits, telehealth) as its owner gave them. */
  serviceAreas: HsdsServiceArea[];
  /** The service's attributes. */
  attributes: HsdsAttribute[];
  /** The NPI, for registry listings. */
  organizationIdentifier: HsdsOrganizationIdentifier | null;
  /** The organization's attributes: its provider kind, for registry listings. */
  organizationAttributes: HsdsAttribute[];
  /** One per published field whose fact has a recorded source, flat (nest.ts hangs them on their records). */
  metadata: HsdsMetadata[];
}

/** The page envelope of every HSDS list (schema/openapi.json, components.schemas.Page). */
export interface HsdsPage<T> {
  total_items: number;
  total_pages: number;
  page_number: number;
  size: number;
  first_page: boolean;
  last_page: boolean;
  empty: boolean;
  contents: T[];
}
