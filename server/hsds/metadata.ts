/**
 * HSDS metadata from a listing's fact sources (listings.fact_sources, domain/provenance.ts): for
 * each published field whose fact has a recorded source, who last confirmed it and when.
 * Computed from the mapped records, so only what is published is described. We keep no history
 * of values: `last_action_type` is "confirm" and `previous_value` is empty (docs/open-data.md).
 */
import { FACT_SOURCES, type FactSource, type FactSourceEntry, type ProvenanceFact } from "@domain/provenance.ts";
import { attributeMetadataId, metadataId } from "./ids.ts";
import { taxonomyId } from "./taxonomy.ts";
import type { HsdsListingRecords, HsdsMetadata } from "./types.ts";

/** HSDS's updated_by for each source: who, not which account. */
const UPDATED_BY: Record<FactSource, string> = {
  registry: "NPI Registry (NPPES)",
  owner: "Provider",
  suggestion: "Provider (a visitor's correction they accepted)",
  admin: "ABA Atlas staff",
  csv_import: "Imported provider list (CSV)",
  unverified_owner: "Listing account (not verified as the provider)",
  demo: "Fictional demo data",
};

type Published = Omit<HsdsListingRecords, "metadata">;

interface FieldSpec {
  /** Part of the metadata id: never renumber or reuse. */
  slot: number;
  fact: ProvenanceFact;
  type: Exclude<HsdsMetadata["resource_type"], "attribute">;
  field: string;
  record: (r: Published) => { id: string } | null;
}

/**
 * The published fields each fact fills. Coordinates are left out: we derive them (zip centre or
 * geocoder), no source gave them. Intake and credentials are not published in HSDS.
 */
const FIELDS: readonly FieldSpec[] = [
  { slot: 1, fact: "name", type: "organization", field: "name", record: (r) => r.organization },
  { slot: 2, fact: "name", type: "service", field: "name", record: (r) => r.service },
  { slot: 3, fact: "name", type: "location", field: "name", record: (r) => r.location },
  { slot: 4, fact: "address", type: "address", field: "address_1", record: (r) => r.address },
  { slot: 5, fact: "address", type: "address", field: "city", record: (r) => r.address },
  { slot: 6, fact: "address", type: "address", field: "state_province", record: (r) => r.address },
  { slot: 7, fact: "address", type: "address", field: "postal_code", record: (r) => r.address },
  { slot: 8, fact: "phone", type: "phone", field: "number", record: (r) => r.phone },
  { slot: 9, fact: "email", type: "organization", field: "email", record: (r) => r.organization },
  { slot: 10, fact: "email", type: "service", field: "email", record: (r) => r.service },
  { slot: 11, fact: "website", type: "organization", field: "website", record: (r) => r.organization },
  { slot: 12, fact: "website", type: "service", field: "url", record: (r) => r.service },
  // The organization's description is the listing's only when the service has it too; else it is
  // our sentence of listed facts, which no source gave.
  {
    slot: 13,
    fact: "description",
    type: "organization",
    field: "description",
    record: (r) => (r.service.description !== undefined ? r.organization : null),
  },
  { slot: 14, fact: "description", type: "service", field: "description", record: (r) => r.service },
  { slot: 15, fact: "openingHours", type: "schedule", field: "description", record: (r) => r.schedule },
];

/** The facts whose values are attributes, by the taxonomy of the attribute's term. */
const FACT_OF_TAXONOMY = new Map<string, ProvenanceFact>([
  [taxonomyId("services"), "services"],
  [taxonomyId("insurers"), "insurances"],
  // When the intake was confirmed, and by whom: the date its answer was assured.
  [taxonomyId("intake"), "intake"],
]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A recorded source we can publish: fact_sources is jsonb, so anything else is skipped. */
function usable(entry: FactSourceEntry | undefined): entry is FactSourceEntry {
  return (
    entry !== undefined &&
    (FACT_SOURCES as readonly string[]).includes(entry.source) &&
    typeof entry.confirmedOn === "string" &&
    DAY.test(entry.confirmedOn)
  );
}

const cell = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

export function listingMetadata(
  listingId: number,
  sources: Partial<Record<ProvenanceFact, FactSourceEntry>>,
  r: Published,
): HsdsMetadata[] {
  const out: HsdsMetadata[] = [];
  const add = (
    id: string,
    entry: FactSourceEntry,
    type: HsdsMetadata["resource_type"],
    resourceId: string,
    field: string,
    value: string,
  ) =>
    out.push({
      id,
      resource_id: resourceId,
      resource_type: type,
      last_action_date: entry.confirmedOn,
      last_action_type: "confirm",
      field_name: field,
      previous_value: "",
      replacement_value: value,
      updated_by: UPDATED_BY[entry.source],
    });
  for (const spec of FIELDS) {
    const entry = sources[spec.fact];
    const record = spec.record(r);
    const value = record ? cell((record as Record<string, unknown>)[spec.field]) : undefined;
    if (usable(entry) && record && value !== undefined)
      add(metadataId(listingId, spec.slot), entry, spec.type, record.id, spec.field, value);
  }
  for (const a of r.attributes) {
    const fact = a.taxonomy_term && FACT_OF_TAXONOMY.get(a.taxonomy_term.taxonomy_id);
    const entry = fact ? sources[fact] : undefined;
    if (usable(entry)) add(attributeMetadataId(a.id), entry, "attribute", a.id, "taxonomy_term_id", a.taxonomy_term_id);
  }
  return out;
}
