/**
 * One active listing as HSDS 3.0 records (docs/open-data.md): an organization offering one
 * service (its ABA services, classified by attributes) at one physical location. Pure: the
 * caller reads the rows and the insurers; nothing here is invented. A value we do not have, or
 * that would not pass the HSDS schema (an address without a street line or zip, hours that
 * cannot be read, an email that is not an address), is left out rather than made up.
 */
import { FUNDING_SOURCES, SERVICE_LANGUAGES } from "@domain/services.ts";
import { listingUrl } from "@domain/listing-url.ts";
import { en } from "@domain/i18n/en.ts";
import type { LocationPrecision, ProviderKind } from "@domain/listing-schema.ts";
import type { FactSources } from "@domain/provenance.ts";
import type { ServiceArea } from "@domain/service-areas.ts";
import { stateByCode } from "@domain/states.ts";
import { formatMessage } from "@domain/i18n/format.ts";
import { isCurrent } from "@domain/fact-freshness.ts";
import { hsdsId } from "./ids.ts";
import { listingMetadata } from "./metadata.ts";
import { parseOpeningHours } from "./opening-hours.ts";
import { npiIdentifier, providerKindAttributes } from "./registry.ts";
import { languageCode, type TaxonomyKey, type TermIndex } from "./taxonomy.ts";
import { termAttribute } from "./term-attribute.ts";
import type { HsdsAttribute, HsdsListingRecords, HsdsSchedule } from "./types.ts";

/** The columns of a listing the mapping reads (server/hsds/hsds-rows.server.ts selects them). */
export interface HsdsListingRow {
  id: number;
  name: string;
  description: string | null;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  /** Null when no source gave one (the NPI registry publishes none). */
  email: string | null;
  website: string | null;
  openingHours: string | null;
  services: string[];
  insuranceProviderIds: number[];
  minAgeYears: number | null;
  maxAgeYears: number | null;
  careSettings: string[];
  languages: string[];
  fundingAccepted: string[];
  /** YYYY-MM-DD. */
  lastVerifiedAt: string | null;
  /** ISO 8601 UTC. */
  updatedAt: string;
  /** Ten digits for a listing from the NPI Registry, else null. */
  npi: string | null;
  providerKind: ProviderKind | null;
  locationPrecision: LocationPrecision | null;
  factSources: FactSources;
  acceptingNewClients: boolean | null;
  waitlistWeeks: number | null;
  /** Set by the owner, an admin or the demo data only (issue 29). */
  serviceAreas: ServiceArea[];
}

export interface MapContext {
  /** The site's origin, for the listing page address (organization.uri). */
  origin: string;
  terms: TermIndex;
  /** The UTC day the records are made on: intake is published only while current on it. */
  today: string;
}

// The shape ajv-formats checks for `format: email` (HSDS types emails so).
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const present = (value: string | null | undefined) => {
  const v = value?.trim();
  return v ? v : undefined;
};

function webAddress(value: string | null): string | undefined {
  const v = present(value);
  if (!v) return undefined;
  try {
    const url = new URL(v);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** US numbers as the site shows them, "(512) 555-0147"; other text as entered; none without digits. */
function phoneNumber(value: string | null): string | undefined {
  const v = present(value);
  if (!v || !/\d/.test(v)) return undefined;
  const digits = v.replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  const m = /^(\d{3})(\d{3})(\d{4})$/.exec(ten);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : v;
}

function ageText(min: number | null, max: number | null): string | undefined {
  if (min !== null && max !== null) return `Ages ${min} to ${max}.`;
  if (min !== null) return `Ages ${min} and up.`;
  if (max !== null) return `Ages up to ${max}.`;
  return undefined;
}

function schedule(row: HsdsListingRow, locationId: string): HsdsSchedule | null {
  const hours = parseOpeningHours(row.openingHours);
  if (!hours) return null;
  return {
    id: hsdsId("schedule", row.id),
    location_id: locationId,
    // HH:MM:SS, as HSDS's examples and the data package's `time` columns write it.
    opens_at: `${hours.opensAt}:00`,
    closes_at: `${hours.closesAt}:00`,
    // Days only when the owner wrote them: "8:00 AM-6:00 PM" says nothing about which days.
    ...(hours.byday ? { freq: "WEEKLY" as const, byday: hours.byday } : {}),
    description: row.openingHours!.trim(),
  };
}

function attributes(row: HsdsListingRow, serviceId: string, terms: TermIndex, today: string): HsdsAttribute[] {
  const out: HsdsAttribute[] = [];
  const add = (taxonomy: TaxonomyKey, code: string, value?: string) => {
    const term = terms.byCode[taxonomy].get(code);
    if (term) out.push(termAttribute(row.id, { entity: "service", id: serviceId }, term, value));
  };
  for (const s of row.services) add("services", s);
  for (const id of row.insuranceProviderIds) {
    const code = terms.insurerCodeById.get(id);
    if (code) add("insurers", code);
  }
  for (const s of row.careSettings) add("careSettings", s);
  for (const l of row.languages) add("languages", languageCode(l));
  for (const f of row.fundingAccepted) add("funding", f);
  if (row.minAgeYears !== null) add("eligibility", "minimum-age", String(row.minAgeYears));
  if (row.maxAgeYears !== null) add("eligibility", "maximum-age", String(row.maxAgeYears));
  // Intake only while current (domain/fact-freshness.ts): an expired answer is no answer.
  if (isCurrent("intake", row.factSources.intake?.confirmedOn, today)) {
    if (row.acceptingNewClients === true) add("intake", "accepting-new-clients");
    else if (row.acceptingNewClients === false)
      add("intake", "waitlist", row.waitlistWeeks === null ? undefined : String(row.waitlistWeeks));
  }
  return out;
}

/** A service area in the listing page's words (English): HSDS service_area's name. */
function areaName(area: ServiceArea): string {
  if (area.kind === "radius")
    return formatMessage("en", en["serviceArea.describe.radius"], { miles: area.radiusMiles });
  if (area.kind === "states")
    return formatMessage("en", en["serviceArea.describe.states"], {
      states: area.codes.map((c) => stateByCode(c)?.name ?? c).join(", "),
    });
  if (area.kind === "counties")
    return formatMessage("en", en["serviceArea.describe.counties"], { names: area.names.join("; ") });
  const key =
    area.careSetting === "in-home" ? "serviceArea.describe.zipsInHome" : "serviceArea.describe.zipsTelehealth";
  return formatMessage("en", en[key], { codes: area.codes.join(", ") });
}

/** What a family reads beside the name: how the area is given, for machines that match on it. */
function areaDescription(area: ServiceArea): string {
  const setting = area.careSetting === "in-home" ? "In-home visits" : "Telehealth";
  if (area.kind === "radius")
    return `${setting}: a radius of ${area.radiusMiles} miles from the location's coordinates.`;
  const given = {
    zips: "US zip codes",
    counties: "US counties (five-digit FIPS codes)",
    states: "US states (two-letter codes)",
  };
  return `${setting}: ${given[area.kind]} ${area.codes.join(" ")}.`;
}

/**
 * HSDS requires an organization description. Without the listing's own, a sentence made only of
 * listed facts; "from the NPI Registry" only while the registry is still the source of the name
 * and address it states (an owner or admin may have changed them since the import).
 */
function fallbackDescription(row: HsdsListingRow): string {
  const fromRegistry =
    row.npi !== null && row.factSources.name?.source === "registry" && row.factSources.address?.source === "registry";
  return `${row.name}: an ABA provider in ${row.city}, ${row.state}, listed ${fromRegistry ? "from the NPI Registry" : "on ABA Atlas"}.`;
}

/** Said on the location when its coordinates are only the zip code's centre, so no one measures from them as from a door. */
function approximatePosition(row: HsdsListingRow): string | undefined {
  const zip = present(row.zipCode);
  if (row.locationPrecision !== "zip" || row.latitude === null || !zip) return undefined;
  return `The latitude and longitude are approximate: the centre of zip code ${zip}.`;
}

export function mapListing(row: HsdsListingRow, ctx: MapContext): HsdsListingRecords {
  const published = mapRecords(row, ctx);
  return { ...published, metadata: listingMetadata(row.id, row.factSources, published) };
}

function mapRecords(row: HsdsListingRow, ctx: MapContext): Omit<HsdsListingRecords, "metadata"> {
  const organizationId = hsdsId("organization", row.id);
  const serviceId = hsdsId("service", row.id);
  const locationId = hsdsId("location", row.id);
  const description = present(row.description);
  const email = present(row.email);
  const website = webAddress(row.website);
  const number = phoneNumber(row.phone);
  const street = present(row.address);
  const zip = present(row.zipCode);
  const eligibility = ageText(row.minAgeYears, row.maxAgeYears);
  const approximate = approximatePosition(row);

  return {
    organization: {
      id: organizationId,
      name: row.name,
      description: description ?? fallbackDescription(row),
      ...(email && EMAIL.test(email) ? { email } : {}),
      ...(website ? { website } : {}),
      uri: new URL(listingUrl(row), ctx.origin).toString(),
    },
    service: {
      id: serviceId,
      organization_id: organizationId,
      name: row.name,
      ...(description ? { description } : {}),
      ...(website ? { url: website } : {}),
      ...(email && EMAIL.test(email) ? { email } : {}),
      status: "active",
      ...(eligibility ? { eligibility_description: eligibility } : {}),
      ...(row.minAgeYears !== null ? { minimum_age: row.minAgeYears } : {}),
      ...(row.maxAgeYears !== null ? { maximum_age: row.maxAgeYears } : {}),
      ...(row.lastVerifiedAt ? { assured_date: row.lastVerifiedAt } : {}),
      last_modified: row.updatedAt,
    },
    location: {
      id: locationId,
      location_type: "physical",
      organization_id: organizationId,
      name: row.name,
      ...(approximate ? { description: approximate } : {}),
      ...(row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : {}),
    },
    address:
      street && zip
        ? {
            id: hsdsId("address", row.id),
            location_id: locationId,
            address_1: street,
            city: row.city,
            state_province: row.state,
            postal_code: zip,
            country: "US",
            address_type: "physical",
          }
        : null,
    phone: number
      ? { id: hsdsId("phone", row.id), organization_id: organizationId, service_id: serviceId, number, type: "voice" }
      : null,
    schedule: schedule(row, locationId),
    serviceAtLocation: { id: hsdsId("service_at_location", row.id), service_id: serviceId, location_id: locationId },
    languages: row.languages.flatMap((code) => {
      const index = (SERVICE_LANGUAGES as readonly string[]).indexOf(code);
      if (index < 0) return [];
      const name = en[`language.${SERVICE_LANGUAGES[index]!}`];
      return [{ id: hsdsId("language", row.id, index + 1), service_id: serviceId, name, code: languageCode(code) }];
    }),
    // HSDS funding is "the sources of funding for a service": the public and private payers the
    // provider accepts besides insurance (Medicaid, state waivers, families paying privately).
    funding: row.fundingAccepted.flatMap((f) => {
      const index = (FUNDING_SOURCES as readonly string[]).indexOf(f);
      if (index < 0) return [];
      return [
        {
          id: hsdsId("funding", row.id, index + 1),
          service_id: serviceId,
          source: en[`funding.${FUNDING_SOURCES[index]!}`],
        },
      ];
    }),
    serviceAreas: row.serviceAreas.map((area, i) => ({
      id: hsdsId("service_area", row.id, i + 1),
      service_id: serviceId,
      name: areaName(area),
      description: areaDescription(area),
    })),
    attributes: attributes(row, serviceId, ctx.terms, ctx.today),
    organizationIdentifier: npiIdentifier(row.id, row.npi, organizationId),
    organizationAttributes: providerKindAttributes(row.id, row.providerKind, organizationId, ctx.terms),
  };
}
