/**
 * Every API operation, described once: the OpenAPI document and the /api/docs page are both
 * built from this list. Parameters come from the same definitions the handlers parse with.
 */
import type { z } from "zod";
import type { ParamDoc } from "@server/listings/query-params.ts";
import { listingSearchParamDefs } from "@server/listings/search-params.ts";
import { seoParamDefs } from "@server/listings/seo-meta.server.ts";
import { viewParam } from "@server/listings/markers.ts";
import { viewportParamDefs } from "@server/listings/viewport.server.ts";
import { statesDetailParam } from "@server/listings/states.server.ts";
import { FILTERED_CAP, MAP_CAP, TEXT_SEARCH_CAP, VIEWPORT_CAP } from "@server/listings/limits.ts";
import * as examples from "./examples.ts";
import { namedSchemas, stateDetailSchema, stateNamesSchema } from "./schemas.ts";

export type SchemaName = keyof typeof namedSchemas;

export interface ResponseDoc {
  description: string;
  /** A named component, or an inline zod schema. */
  schema?: SchemaName | z.ZodType;
  contentType?: "application/json" | "text/html";
  example?: unknown;
}

export interface OperationDoc {
  method: "get";
  path: string;
  summary: string;
  description: string;
  tag: "Listings" | "Insurance" | "SEO" | "Service";
  query: Record<string, ParamDoc>;
  pathParams?: Record<string, ParamDoc>;
  responses: Record<string, ResponseDoc>;
}

const docsOf = (defs: Record<string, { doc: ParamDoc }>) =>
  Object.fromEntries(Object.entries(defs).map(([k, v]) => [k, v.doc]));

const badRequest: ResponseDoc = {
  description: "A parameter is invalid: the message names it, and fields has one message per bad parameter.",
  schema: "Error",
  example: examples.exampleError,
};

export const operations: OperationDoc[] = [
  {
    method: "get",
    path: "/api/listings",
    tag: "Listings",
    summary: "Search listings",
    description: [
      "The search behind every search page. Filters combine with AND between kinds and OR within a list.",
      `Caps (spec section 9): zip, city and name searches return at most ${TEXT_SEARCH_CAP}; other filtered results at most ${FILTERED_CAP}; homepage_map at most ${MAP_CAP}; state_page is not capped. \`total\` is the number reachable through paging (never more than the cap) and pages stay inside it.`,
      "An unknown zip code is not an error: the answer is empty with a `notice`.",
      "Scalar parameters take their first value when repeated; list parameters join every value, so plain HTML checkboxes work.",
    ].join("\n\n"),
    query: { ...docsOf(listingSearchParamDefs), view: viewParam.doc },
    responses: {
      "200": {
        description: "One page of listings and how the search ran (markers with view=markers).",
        schema: namedSchemas.ListingSearchResult.or(namedSchemas.MarkerSearchResult),
        example: examples.exampleSearchResult,
      },
      "400": badRequest,
    },
  },
  {
    method: "get",
    path: "/api/listings/states",
    tag: "Listings",
    summary: "States with listings",
    description:
      "Names of the states (50 states and DC, which is 'Washington DC') that have at least one active listing, A-Z.",
    query: { detail: statesDetailParam.doc },
    responses: {
      "200": {
        description: "State names; with detail=true, objects {code, name, slug, count}.",
        schema: stateNamesSchema.or(stateDetailSchema),
        example: ["California", "Texas", "Washington DC"],
      },
      "400": badRequest,
    },
  },
  {
    method: "get",
    path: "/api/listings/viewport",
    tag: "Listings",
    summary: "Listings inside map bounds",
    description: `Active listings whose coordinates are inside the bounds (latitudes beyond ±85° are never drawn), in relevance order, at most ${VIEWPORT_CAP}. The listing filters (tier, services, insurances, rating and the rest) narrow it as they narrow a search, so a map shows the same providers as its list.`,
    query: { ...docsOf(viewportParamDefs), view: viewParam.doc },
    responses: {
      "200": {
        description: "The listings (markers with view=markers) and the bounds applied.",
        schema: namedSchemas.ViewportResult.or(namedSchemas.MarkerViewportResult),
        example: examples.exampleViewport,
      },
      "400": badRequest,
    },
  },
  {
    method: "get",
    path: "/api/listings/{id}",
    tag: "Listings",
    summary: "One listing",
    description: "An active listing with everything the listing page shows, and its preferred URL.",
    query: {},
    pathParams: {
      id: { description: "The listing's id.", schema: { type: "integer", minimum: 1 }, required: true, example: "42" },
    },
    responses: {
      "200": {
        description: "The listing.",
        schema: "ListingDetail",
        example: { listing: examples.exampleListing, preferredUrl: examples.exampleListing.url },
      },
      "404": { description: "No active listing has this id.", schema: "Error" },
    },
  },
  {
    method: "get",
    path: "/api/insurance-providers",
    tag: "Insurance",
    summary: "Insurers to filter by",
    description: "Active insurance providers, by sortOrder then displayName. Use `name` in the insurances filter.",
    query: {},
    responses: {
      "200": {
        description: "The insurers.",
        schema: namedSchemas.InsuranceProvider.array(),
        example: examples.exampleInsuranceProviders,
      },
    },
  },
  {
    method: "get",
    path: "/api/seo/meta",
    tag: "SEO",
    summary: "Search-engine metadata for a page",
    description:
      "Title, description, keywords, Open Graph fields and JSON-LD for a listing (listingId), a state page (state), a search (query, location) or, with none of those, the home page. Listing JSON-LD is a MedicalBusiness with address, geo, telephone, priceRange by tier ($$ basic, $$$ premium family, $$$$ featured), areaServed and, only when the listing has reviews, aggregateRating.",
    query: docsOf(seoParamDefs),
    responses: {
      "200": { description: "The metadata.", schema: "SeoMeta", example: examples.exampleSeoMeta },
      "400": badRequest,
      "404": { description: "listingId names no active listing.", schema: "Error" },
    },
  },
  {
    method: "get",
    path: "/api/health",
    tag: "Service",
    summary: "Health",
    description:
      "Database reachability and latency, migrations, listing count, version and uptime. 503 when the database is down.",
    query: {},
    responses: {
      "200": {
        description: "Up (status ok, or degraded when migrations are behind).",
        schema: "Health",
        example: examples.exampleHealth,
      },
      "503": { description: "The database cannot be reached.", schema: "Health" },
    },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "Service",
    summary: "This API as OpenAPI 3.1",
    description: "The machine-readable description of every endpoint.",
    query: {},
    responses: { "200": { description: "OpenAPI 3.1 document." } },
  },
  {
    method: "get",
    path: "/api/docs",
    tag: "Service",
    summary: "API reference page",
    description: "A readable HTML reference built from the same description.",
    query: {},
    responses: { "200": { description: "HTML page.", contentType: "text/html" } },
  },
];
