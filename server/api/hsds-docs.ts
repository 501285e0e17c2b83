/**
 * The words and schemas the operation table (operations.ts) uses for the HSDS 3.0 endpoints
 * (docs/open-data.md). Answers point at the official HSDS schemas by the addresses HSDS's own
 * API reference uses; the page envelope is its `Page` schema, copied from it.
 */
import type { ParamDoc } from "@domain/query-params.ts";
import hsdsOpenApi from "@server/hsds/schema/openapi.json" with { type: "json" };
import { HSDS_PER_PAGE_DEFAULT, HSDS_PER_PAGE_MAX } from "@server/hsds/page-params.ts";

const SPEC = "https://raw.githubusercontent.com/openreferral/specification/3.0/schema";

/** An official HSDS schema by its published address. */
export const compiled = (name: "organization" | "service") => ({ $ref: `${SPEC}/compiled/${name}.json` });

/** HSDS's page envelope (`page_number`, `total_items`, …) around a list of the named records. */
export function pageOf(name: "organization_list" | "service_list" | "location") {
  const items = name === "location" ? `${SPEC}/location.json` : `${SPEC}/compiled/${name}.json`;
  return {
    ...hsdsOpenApi.components.schemas.Page,
    properties: {
      ...hsdsOpenApi.components.schemas.Page.properties,
      contents: { type: "array", items: { $ref: items } },
    },
  };
}

export const metaSchema = hsdsOpenApi.paths["/"].get.responses["200"].content["application/json"].schema;

export const META_DESCRIPTION =
  "HSDS's root endpoint: the HSDS version this API publishes (3.0), and where it is described. The HSDS endpoints publish the directory's active listings in the Open Referral Human Services Data Specification 3.0 (https://openreferral.org/, CC BY-SA 4.0), read-only and without authentication.";

export const ID_NOTE =
  "Ids are UUIDs derived from the listing (the same listing always has the same ids); the id in a list's `contents` is the one to ask for. An id that is not one of ours, or names no active listing, is 404.";

export function listDescription(what: string): string {
  return [
    `One ${what}, by listing id, in pages as HSDS 3.0 pages them: \`total_items\`, \`total_pages\`, \`page_number\`, \`size\`, \`first_page\`, \`last_page\`, \`empty\` and \`contents\`.`,
    `\`page\` starts at 1; \`per_page\` is ${HSDS_PER_PAGE_DEFAULT} unless given (at most ${HSDS_PER_PAGE_MAX}). A page past the last is empty, not an error; a page or per_page that is not a whole number in range is 400 \`invalid_query\`.`,
  ].join("\n\n");
}

export function idParam(kind: "organization" | "service"): ParamDoc {
  return {
    description: `The ${kind}'s HSDS id (a UUID, as the list answers give it).`,
    schema: { type: "string" },
    required: true,
    example: kind === "organization" ? "aba0a71a-0001-8000-8000-00000000002a" : "aba0a71a-0002-8000-8000-00000000002a",
  };
}

export const PACKAGE_DESCRIPTION = [
  "The whole directory (active listings) as an HSDS 3.0 tabular data package: a zip of `datapackage.json` (a Frictionless tabular data package descriptor) and one UTF-8 CSV file per HSDS table: taxonomies, taxonomy_terms, organizations, services, locations, service_at_location, addresses, phones, schedules, languages, funding and attributes. Each file's columns are its HSDS schema's fields.",
  "Built in the background when the directory changes (at most every 10 minutes) and sent as a finished file, with ETag and Last-Modified: send If-None-Match to get 304 when it has not changed. Before the first build: 503 with Retry-After. Text cells a spreadsheet would run as formulas (starting with = + - @) begin with an apostrophe.",
].join("\n\n");
