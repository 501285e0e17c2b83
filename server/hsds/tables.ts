/**
 * The tables of the HSDS data package, their columns and datapackage.json, read from the
 * official HSDS 3.0 schemas (server/hsds/schema): a table's columns are its schema's
 * one-to-one fields in the schema's order, so the CSV files and the descriptor cannot drift from
 * the specification. Pure.
 */
import addressSchema from "./schema/address.json" with { type: "json" };
import attributeSchema from "./schema/attribute.json" with { type: "json" };
import fundingSchema from "./schema/funding.json" with { type: "json" };
import languageSchema from "./schema/language.json" with { type: "json" };
import locationSchema from "./schema/location.json" with { type: "json" };
import metadataSchema from "./schema/metadata.json" with { type: "json" };
import organizationSchema from "./schema/organization.json" with { type: "json" };
import organizationIdentifierSchema from "./schema/organization_identifier.json" with { type: "json" };
import phoneSchema from "./schema/phone.json" with { type: "json" };
import scheduleSchema from "./schema/schedule.json" with { type: "json" };
import serviceSchema from "./schema/service.json" with { type: "json" };
import serviceAtLocationSchema from "./schema/service_at_location.json" with { type: "json" };
import serviceAreaSchema from "./schema/service_area.json" with { type: "json" };
import taxonomySchema from "./schema/taxonomy.json" with { type: "json" };
import taxonomyTermSchema from "./schema/taxonomy_term.json" with { type: "json" };
import type { HsdsListingRecords, HsdsTaxonomy, HsdsTaxonomyTerm } from "./types.ts";

interface SchemaProperty {
  type?: string;
  format?: string;
  description?: string;
  enum?: string[];
  datapackage_type?: string;
  constraints?: { unique?: boolean };
  $ref?: string;
}

interface TableSchema {
  name: string;
  path: string;
  description: string;
  properties: Record<string, SchemaProperty>;
  required?: string[];
  tabular_required?: string[];
}

/** A record as a table row: its fields by column name; absent fields are empty cells. */
export type Row = object;

interface TableDef {
  schema: TableSchema;
  /** The rows one listing gives (empty for the taxonomy tables). */
  fromListing?: (r: HsdsListingRecords) => Row[];
  /**
   * Every column is required and an empty cell is an empty text, not a missing value
   * (metadata's previous_value, which we never hold): datapackage.json says `missingValues: []`.
   */
  emptyIsText?: true;
}

const one = <T>(value: T | null): T[] => (value ? [value] : []);

/**
 * The package's tables, in the order the zip holds them: the taxonomies, then parents before
 * the records that point at them.
 */
export const TABLES = [
  { schema: taxonomySchema },
  { schema: taxonomyTermSchema },
  { schema: organizationSchema, fromListing: (r) => [r.organization] },
  { schema: organizationIdentifierSchema, fromListing: (r) => one(r.organizationIdentifier) },
  { schema: serviceSchema, fromListing: (r) => [r.service] },
  { schema: locationSchema, fromListing: (r) => [r.location] },
  { schema: serviceAtLocationSchema, fromListing: (r) => [r.serviceAtLocation] },
  { schema: addressSchema, fromListing: (r) => one(r.address) },
  { schema: phoneSchema, fromListing: (r) => one(r.phone) },
  { schema: scheduleSchema, fromListing: (r) => one(r.schedule) },
  { schema: languageSchema, fromListing: (r) => r.languages },
  { schema: fundingSchema, fromListing: (r) => r.funding },
  { schema: serviceAreaSchema, fromListing: (r) => r.serviceAreas },
  { schema: attributeSchema, fromListing: (r) => [...r.organizationAttributes, ...r.attributes] },
  { schema: metadataSchema, fromListing: (r) => r.metadata, emptyIsText: true },
] as const satisfies readonly TableDef[];

export type TableName = string;

const isColumn = (p: SchemaProperty) => !p.$ref && (p.type === "string" || p.type === "number");

/** The table's columns: the schema's one-to-one fields, in its order. */
export function columnsOf(schema: TableSchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, p]) => isColumn(p))
    .map(([name]) => name);
}

/** The taxonomy tables' rows (the same for every listing). */
export function taxonomyRows(
  table: TableName,
  taxonomies: HsdsTaxonomy[],
  terms: HsdsTaxonomyTerm[],
): Row[] | undefined {
  if (table === "taxonomy") return taxonomies;
  if (table === "taxonomy_term") return terms;
  return undefined;
}

/** The tables a foreign key column points at, when that table is in the package. */
const REFERENCES: Record<string, string> = {
  organization_id: "organization",
  service_id: "service",
  location_id: "location",
  service_at_location_id: "service_at_location",
  taxonomy_term_id: "taxonomy_term",
  taxonomy_id: "taxonomy",
};

function field(name: string, p: SchemaProperty, required: boolean) {
  const type = p.datapackage_type ?? (p.type === "number" ? "number" : "string");
  const format = type === "string" && p.format && ["uuid", "email", "uri"].includes(p.format) ? p.format : undefined;
  const constraints = {
    ...(required ? { required: true } : {}),
    ...(p.constraints?.unique ? { unique: true } : {}),
    ...(p.enum ? { enum: p.enum } : {}),
  };
  return {
    name,
    type,
    ...(format ? { format } : {}),
    ...(p.description ? { description: p.description } : {}),
    ...(Object.keys(constraints).length > 0 ? { constraints } : {}),
  };
}

function resource({ schema, emptyIsText }: { schema: TableSchema; emptyIsText?: true }) {
  const required = new Set([...(schema.required ?? []), ...(schema.tabular_required ?? [])]);
  const columns = columnsOf(schema);
  const names = new Set(TABLES.map((t) => t.schema.name as string));
  const foreignKeys = columns
    .filter((c) => REFERENCES[c] && names.has(REFERENCES[c]) && REFERENCES[c] !== schema.name)
    .map((c) => ({ fields: c, reference: { resource: REFERENCES[c]!, fields: "id" } }));
  return {
    name: schema.name,
    path: schema.path,
    description: schema.description,
    format: "csv",
    mediatype: "text/csv",
    encoding: "utf-8",
    profile: "tabular-data-resource",
    dialect: { delimiter: ",", lineTerminator: "\r\n", quoteChar: '"', doubleQuote: true, header: true },
    schema: {
      fields: columns.map((c) => field(c, schema.properties[c]!, required.has(c))),
      primaryKey: "id",
      ...(foreignKeys.length > 0 ? { foreignKeys } : {}),
      ...(emptyIsText ? { missingValues: [] } : {}),
    },
  };
}

export interface DescriptorInput {
  origin: string;
  /** ISO 8601 UTC: when the package was made. */
  created: string;
  /** The directory holds the fictional demo providers (the site's footer says so too). */
  demoData: boolean;
}

/** datapackage.json: a Frictionless tabular data package naming every CSV file and its columns. */
export function dataPackageDescriptor({ origin, created, demoData }: DescriptorInput) {
  return {
    profile: "tabular-data-package",
    name: "aba-atlas-hsds",
    title: "ABA Atlas directory in HSDS 3.0",
    description: [
      "The active provider listings of the ABA Atlas directory of ABA autism therapy providers, in the Open Referral Human Services Data Specification (HSDS) 3.0: one organization, one service and one physical location per listing. Attributes classify each service by ABA Atlas's own taxonomies (taxonomies.csv).",
      "Providers listed from the NPI Registry (NPPES) carry their National Provider Identifier (organization_identifiers.csv) and their kind, practice or independent practitioner (an attribute of the organization). metadata.csv names, for each published field whose source is recorded, who last confirmed it and when.",
      ...(demoData ? ["This copy holds fictional demo providers, not real ones."] : []),
      "HSDS: Human Services Data Specification, an Open Referral resource (https://openreferral.org/), licensed CC BY-SA 4.0.",
    ].join(" "),
    homepage: origin,
    created,
    sources: [{ title: "Human Services Data Specification 3.0, Open Referral", path: "https://openreferral.org/" }],
    resources: TABLES.map((t) => resource(t)),
  };
}
