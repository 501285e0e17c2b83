/**
 * The parameters of a listing search (GET /api/listings and every search page), parsed from a
 * query string. Page loaders and the API share this parser, so they accept the same input.
 */
import { z } from "zod";
import type { FILTERABLE_TIERS } from "@domain/tiers.ts";
import { findState } from "@domain/states.ts";
import { SEARCH_TEXT_MAX_LENGTH, normalizeSearchText } from "@domain/search-query.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "./listing-limits.ts";
import {
  booleanParam,
  fail,
  numberParam,
  numberWithDefaultParam,
  oneOfParam,
  paramsObject,
  paramsParser,
  present,
  textParam,
  type Param,
} from "./query-params.ts";
import {
  FILTER_KEYS,
  SEARCH_FILTERS,
  filterParamDefs,
  filterParamValues,
  noFilters,
  searchFilters,
  type FilterKey,
} from "./search-filters.ts";

export const SORTS = ["relevance", "distance", "rating", "name"] as const;
export type SearchSort = (typeof SORTS)[number];
export type FilterTier = (typeof FILTERABLE_TIERS)[number];

/** A state given as a two-letter code, a name or a slug; the parsed value is the code. */
export function stateParam(name: string, description: string): Param<string | undefined> {
  return {
    zod: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const v = present(raw);
        if (v === undefined) return undefined;
        return (
          findState(v)?.code ??
          fail(ctx, `${name} must be a US state code, name or slug (50 states and DC); got '${v.slice(0, 40)}'.`)
        );
      }),
    doc: { description, example: "TX", schema: { type: "string", maxLength: 30 } },
  };
}

/**
 * The spec's four filters keep their place before the place and paging parameters, in the API
 * document and in query strings; every other filter follows at the end, in the table's order.
 */
const SPEC_FILTERS = ["tiers", "services", "insurances", "rating"] as const satisfies readonly FilterKey[];
const LATER_FILTERS = FILTER_KEYS.filter(
  (k): k is Exclude<FilterKey, (typeof SPEC_FILTERS)[number]> => !(SPEC_FILTERS as readonly string[]).includes(k),
);

export const listingSearchParamDefs = {
  homepage_map: booleanParam("homepage_map", {
    description:
      "true asks for the unfiltered home-page map set: relevance order, up to 500 listings in one page (unless pageSize is given). Filters still apply.",
  }),
  query: textParam("query", {
    maxLength: SEARCH_TEXT_MAX_LENGTH,
    normalize: normalizeSearchText,
    example: "Austin, TX",
    description:
      "Zip code, city or center name. Trimmed and cut to 50 characters. A 5-digit zip is geocoded and answered nearest first; a city ('Austin', 'Austin, TX', 'austin tx') likewise from its centre within 30 miles (or `distance`); anything else is a fuzzy name search ranked by similarity. At most 25 results.",
  }),
  state: stateParam("state", "Two-letter code, name or slug ('TX', 'Texas', 'new-york'). Unknown states are a 400."),
  ...filterParamDefs(SPEC_FILTERS),
  lat: numberParam("lat", {
    min: -90,
    max: 90,
    example: "30.2672",
    description: "Latitude of the visitor's location; requires lng.",
  }),
  lng: numberParam("lng", {
    min: -180,
    max: 180,
    example: "-97.7431",
    description: "Longitude of the visitor's location; requires lat.",
  }),
  distance: numberParam("distance", {
    min: 0,
    max: 999,
    example: "35",
    description:
      "Radius in miles around the location (lat/lng, or the zip or city searched). Applies only from 1 to 998; 0 and 999 mean everywhere. Ignored without a location.",
  }),
  state_page: booleanParam("state_page", {
    description:
      "true for the state page: the results are not capped at 100, so every provider of the state can be paged through.",
  }),
  sort: oneOfParam("sort", SORTS, {
    example: "rating",
    description:
      "relevance (tier rank featured > premium-state > premium-city > premium/premium-local > basic, then name), distance (needs a location; otherwise relevance), rating (average desc, then review count, then name) or name (A-Z). Default: distance for zip and city searches, similarity for name searches, relevance otherwise.",
  }),
  page: numberWithDefaultParam("page", {
    min: 1,
    max: MAX_PAGE,
    integer: true,
    default: 1,
    description: "Page number, from 1.",
  }),
  pageSize: numberParam("pageSize", {
    min: 1,
    max: MAX_PAGE_SIZE,
    integer: true,
    description: `Listings per page, 1 to ${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE} (the whole map set for homepage_map).`,
  }),
  ...filterParamDefs(LATER_FILTERS),
} satisfies Record<string, Param<unknown>>;

/**
 * The filters that narrow a map viewport as they narrow a search (no text, place or paging): the
 * viewport takes these parameters as they are (server/listings/viewport.server.ts).
 */
export const searchFilterParamDefs = filterParamDefs(FILTER_KEYS);

/** Parses flattened query parameters; lat and lng must come together. */
const listingSearchParamsSchema = paramsObject(listingSearchParamDefs)
  .superRefine((p, ctx) => {
    if (p.lat !== undefined && p.lng === undefined)
      ctx.addIssue({ code: "custom", path: ["lng"], message: "lng is required with lat." });
    if (p.lng !== undefined && p.lat === undefined)
      ctx.addIssue({ code: "custom", path: ["lat"], message: "lat is required with lng." });
  })
  .transform((p) => ({
    homepageMap: p.homepage_map,
    query: p.query,
    state: p.state,
    ...searchFilters(p),
    location: p.lat !== undefined && p.lng !== undefined ? { lat: p.lat, lng: p.lng } : undefined,
    distance: p.distance,
    statePage: p.state_page,
    sort: p.sort,
    page: p.page,
    pageSize: p.pageSize,
  }));

export type ListingSearchParams = z.output<typeof listingSearchParamsSchema>;
/** What a caller in code may pass: everything optional. */
export type ListingSearchInput = Partial<ListingSearchParams>;

/** Parses a query string (URLSearchParams or a record) into search parameters, or per-field errors. */
export const parseListingSearchParams = paramsParser(listingSearchParamDefs, listingSearchParamsSchema);

/** Defaults for searches built in code (page loaders that assemble parameters themselves). */
export function searchParamsWithDefaults(input: ListingSearchInput): ListingSearchParams {
  return {
    homepageMap: false,
    query: undefined,
    state: undefined,
    ...noFilters(),
    location: undefined,
    distance: undefined,
    statePage: false,
    sort: undefined,
    page: 1,
    pageSize: undefined,
    ...input,
  };
}

/** What a viewport request takes of a search's query string (see GET /api/listings/viewport). */
const VIEWPORT_FILTER_KEYS: readonly string[] = ["state", ...Object.keys(searchFilterParamDefs)];

/**
 * The query string for these parameters: the inverse of parseListingSearchParams, so a page can
 * hand the same search to the API (the map asks /api/listings with it). Defaults are left out.
 */
export function toSearchQuery(input: ListingSearchInput): URLSearchParams {
  const p = searchParamsWithDefaults(input);
  const q = new URLSearchParams();
  const filters = (keys: readonly FilterKey[]) => {
    for (const k of keys) for (const v of filterParamValues(k, p[k])) q.append(SEARCH_FILTERS[k].param, v);
  };
  if (p.homepageMap) q.set("homepage_map", "true");
  if (p.query) q.set("query", p.query);
  if (p.state) q.set("state", p.state);
  filters(SPEC_FILTERS);
  if (p.location) {
    q.set("lat", String(p.location.lat));
    q.set("lng", String(p.location.lng));
  }
  if (p.distance !== undefined) q.set("distance", String(p.distance));
  if (p.statePage) q.set("state_page", "true");
  if (p.sort) q.set("sort", p.sort);
  if (p.page > 1) q.set("page", String(p.page));
  if (p.pageSize !== undefined) q.set("pageSize", String(p.pageSize));
  filters(LATER_FILTERS);
  return q;
}

/** Only the filters a viewport request takes (see GET /api/listings/viewport). */
export function toViewportFilterQuery(input: ListingSearchInput): URLSearchParams {
  const all = toSearchQuery(input);
  const q = new URLSearchParams();
  for (const [k, v] of all) if (VIEWPORT_FILTER_KEYS.includes(k)) q.append(k, v);
  return q;
}
