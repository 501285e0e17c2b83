/**
 * The parameters of a listing search (GET /api/listings and every search page), parsed from a
 * query string. Page loaders and the API share this parser, so they accept the same input.
 */
import { z } from "zod";
import { FILTERABLE_TIERS } from "@domain/tiers.ts";
import { findState } from "@domain/states.ts";
import { CARE_SETTINGS, FUNDING_SOURCES, SERVICES } from "@domain/services.ts";
import { SEARCH_TEXT_MAX_LENGTH, normalizeSearchText } from "@domain/search-query.ts";
import { PROVIDER_KINDS } from "@domain/listing-schema.ts";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from "./listing-limits.ts";
import {
  booleanParam,
  fail,
  listParam,
  numberParam,
  numberWithDefaultParam,
  oneOfParam,
  paramsObject,
  paramsParser,
  present,
  textParam,
  type Param,
} from "./query-params.ts";

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
  tier: listParam("tier", {
    values: FILTERABLE_TIERS,
    example: "premium",
    description:
      "Listing type: basic, premium or featured (comma list, OR). 'premium' matches the whole premium family: premium, premium-local, premium-city and premium-state.",
  }),
  services: listParam("services", {
    canonical: SERVICES,
    example: "ABA Therapy,Early Intervention",
    description:
      "Service names (comma list, OR within). Known names match without regard to case; unknown names match nothing.",
  }),
  insurances: listParam("insurances", {
    example: "aetna,bcbs",
    lowercase: true,
    description:
      "Insurance provider `name`s as listed by /api/insurance-providers (comma list, OR within). Unknown names match nothing.",
  }),
  rating: numberParam("rating", {
    min: 0,
    max: 5,
    example: "4",
    description:
      "Minimum average rating of real reviews, 0 to 5 (compared with the one-decimal average shown). 0 means any; listings without reviews count as 0.",
  }),
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
  accepting: booleanParam("accepting", { description: "true: only providers accepting new clients." }),
  age: numberParam("age", {
    min: 0,
    max: 99,
    integer: true,
    example: "4",
    description:
      "Age of the person served, in years: providers whose age range includes it (an open end counts as open).",
  }),
  setting: listParam("setting", {
    values: CARE_SETTINGS,
    example: "in-home,telehealth",
    description: "Care settings (comma list, OR).",
  }),
  language: listParam("language", {
    lowercase: true,
    example: "es",
    pattern: { regex: /^[a-z]{2,3}$/i, message: "language codes have 2 or 3 letters" },
    description: "Languages spoken, as codes such as en, es, zh, asl (comma list, OR).",
  }),
  funding: listParam("funding", {
    values: FUNDING_SOURCES,
    example: "medicaid",
    description: "Funding accepted (comma list, OR).",
  }),
  provider_kind: oneOfParam("provider_kind", PROVIDER_KINDS, {
    example: "independent_practitioner",
    description:
      "Provider type: organization (practices and organisations; a listing whose type is not recorded counts as one) or independent_practitioner (an individual Behavior Analyst at their own practice address, from the NPI Registry). Absent: any.",
  }),
} satisfies Record<string, Param<unknown>>;

/**
 * The filters that narrow a map viewport as they narrow a search (no text, place or paging):
 * the viewport takes these parameters as they are (server/listings/viewport.server.ts), so a
 * new filter is added here once.
 */
const FILTER_KEYS = [
  "tier",
  "services",
  "insurances",
  "rating",
  "accepting",
  "age",
  "setting",
  "language",
  "funding",
  "provider_kind",
] as const satisfies readonly (keyof typeof listingSearchParamDefs)[];

type FilterKey = (typeof FILTER_KEYS)[number];
export const searchFilterParamDefs = Object.fromEntries(FILTER_KEYS.map((k) => [k, listingSearchParamDefs[k]])) as {
  [K in FilterKey]: (typeof listingSearchParamDefs)[K];
};

type ParsedFilters = { [K in FilterKey]: z.output<(typeof listingSearchParamDefs)[K]["zod"]> };

/** The parsed filter parameters under the names searches use. */
export function searchFilters(p: ParsedFilters) {
  return {
    tiers: p.tier as FilterTier[],
    services: p.services,
    insurances: p.insurances,
    rating: p.rating,
    accepting: p.accepting,
    age: p.age,
    settings: p.setting,
    languages: p.language,
    funding: p.funding,
    providerKind: p.provider_kind,
  };
}

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
    tiers: [],
    services: [],
    insurances: [],
    rating: undefined,
    location: undefined,
    distance: undefined,
    statePage: false,
    sort: undefined,
    page: 1,
    pageSize: undefined,
    accepting: false,
    age: undefined,
    settings: [],
    languages: [],
    funding: [],
    providerKind: undefined,
    ...input,
  };
}

/** What a viewport request takes of a search's query string (see GET /api/listings/viewport). */
const VIEWPORT_FILTER_KEYS: readonly string[] = ["state", ...FILTER_KEYS];

/**
 * The query string for these parameters: the inverse of parseListingSearchParams, so a page can
 * hand the same search to the API (the map asks /api/listings with it). Defaults are left out.
 */
export function toSearchQuery(input: ListingSearchInput): URLSearchParams {
  const p = searchParamsWithDefaults(input);
  const q = new URLSearchParams();
  const list = (key: string, values: readonly string[]) => values.forEach((v) => q.append(key, v));
  if (p.homepageMap) q.set("homepage_map", "true");
  if (p.query) q.set("query", p.query);
  if (p.state) q.set("state", p.state);
  list("tier", p.tiers);
  list("services", p.services);
  list("insurances", p.insurances);
  if (p.rating !== undefined && p.rating > 0) q.set("rating", String(p.rating));
  if (p.location) {
    q.set("lat", String(p.location.lat));
    q.set("lng", String(p.location.lng));
  }
  if (p.distance !== undefined) q.set("distance", String(p.distance));
  if (p.statePage) q.set("state_page", "true");
  if (p.sort) q.set("sort", p.sort);
  if (p.page > 1) q.set("page", String(p.page));
  if (p.pageSize !== undefined) q.set("pageSize", String(p.pageSize));
  if (p.accepting) q.set("accepting", "true");
  if (p.age !== undefined) q.set("age", String(p.age));
  list("setting", p.settings);
  list("language", p.languages);
  list("funding", p.funding);
  if (p.providerKind) q.set("provider_kind", p.providerKind);
  return q;
}

/** Only the filters a viewport request takes (see GET /api/listings/viewport). */
export function toViewportFilterQuery(input: ListingSearchInput): URLSearchParams {
  const all = toSearchQuery(input);
  const q = new URLSearchParams();
  for (const [k, v] of all) if (VIEWPORT_FILTER_KEYS.includes(k)) q.append(k, v);
  return q;
}
