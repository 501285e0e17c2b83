/**
 * The search filters, each defined once: its query parameter (parsing and API documentation), the
 * value that does not filter, and how the value is written back into a query string. The search
 * parameters (domain/search-params.ts), the viewport (server/listings/viewport.server.ts) and the
 * query strings the pages hand to the map are built from this table; the SQL of each filter is
 * the entry of the same name in server/listings/filters.server.ts. Adding a filter is an entry
 * here and one there (plus its control in the filter panel and its texts).
 */
import { FILTERABLE_TIERS } from "@domain/tiers.ts";
import { CARE_SETTINGS, FUNDING_SOURCES, SERVICES } from "@domain/services.ts";
import { PROVIDER_KINDS } from "@domain/listing-schema.ts";
import { FACT_LIFETIME_DAYS, START_WITHIN } from "@domain/fact-freshness.ts";
import { booleanParam, listParam, numberParam, oneOfParam, type Param } from "./query-params.ts";

/** One filter: `P` is its query-string name, `T` its parsed value. */
interface SearchFilter<P extends string, T> {
  param: P;
  parse: Param<T>;
  /** The value that does not filter: an absent parameter, and searches built in code that leave it out. */
  none: T;
  /** The query-string values for a value (repeated parameters); none when the value does not filter. */
  write: (value: T) => string[];
}

/** A comma list, OR within: no values is no filter. */
const list = <P extends string, V extends string>(param: P, parse: Param<V[]>): SearchFilter<P, V[]> => ({
  param,
  parse,
  none: [],
  write: (values) => [...values],
});

/** An optional value; `filters` says which values narrow the search (a rating of 0 does not). */
const optional = <P extends string, T extends string | number>(
  param: P,
  parse: Param<T | undefined>,
  filters: (value: T) => boolean = () => true,
): SearchFilter<P, T | undefined> => ({
  param,
  parse,
  none: undefined,
  write: (value) => (value !== undefined && filters(value) ? [String(value)] : []),
});

/** A switch: true narrows the search. */
const flag = <P extends string>(param: P, parse: Param<boolean>): SearchFilter<P, boolean> => ({
  param,
  parse,
  none: false,
  write: (value) => (value ? ["true"] : []),
});

/**
 * Keyed by the name searches use (ListingSearchParams). The order is the order of the query
 * string and of the API document: the spec's four filters first, then the ones added since.
 */
export const SEARCH_FILTERS = {
  tiers: list(
    "tier",
    listParam("tier", {
      values: FILTERABLE_TIERS,
      example: "premium",
      description:
        "Listing type: basic, premium or featured (comma list, OR). 'premium' matches the whole premium family: premium, premium-local, premium-city and premium-state.",
    }),
  ),
  services: list(
    "services",
    listParam("services", {
      canonical: SERVICES,
      example: "ABA Therapy,Early Intervention",
      description:
        "Service names (comma list, OR within). Known names match without regard to case; unknown names match nothing.",
    }),
  ),
  insurances: list(
    "insurances",
    listParam("insurances", {
      example: "aetna,bcbs",
      lowercase: true,
      description:
        "Insurance provider `name`s as listed by /api/insurance-providers (comma list, OR within). Unknown names match nothing.",
    }),
  ),
  rating: optional(
    "rating",
    numberParam("rating", {
      min: 0,
      max: 5,
      example: "4",
      description:
        "Minimum average rating of real reviews, 0 to 5 (compared with the one-decimal average shown). 0 means any; listings without reviews count as 0.",
    }),
    (rating) => rating > 0,
  ),
  accepting: flag(
    "accepting",
    booleanParam("accepting", {
      description: `true: only providers accepting new clients, as confirmed in the last ${FACT_LIFETIME_DAYS.intake} days (an intake status not confirmed since then is not an answer).`,
    }),
  ),
  startWithin: optional(
    "start",
    oneOfParam("start", START_WITHIN, {
      example: "8",
      description: `Can start within: now (accepting new clients) or 4, 8 or 12 weeks (accepting, or a waitlist estimated at most that long), as confirmed in the last ${FACT_LIFETIME_DAYS.intake} days. A waitlist without an estimate is not an answer. Absent: any.`,
    }),
  ),
  age: optional(
    "age",
    numberParam("age", {
      min: 0,
      max: 99,
      integer: true,
      example: "4",
      description:
        "Age of the person served, in years: providers whose age range includes it (an open end counts as open).",
    }),
  ),
  settings: list(
    "setting",
    listParam("setting", {
      values: CARE_SETTINGS,
      example: "in-home,telehealth",
      description: "Care settings (comma list, OR).",
    }),
  ),
  languages: list(
    "language",
    listParam("language", {
      lowercase: true,
      example: "es",
      pattern: { regex: /^[a-z]{2,3}$/i, message: "language codes have 2 or 3 letters" },
      description: "Languages spoken, as codes such as en, es, zh, asl (comma list, OR).",
    }),
  ),
  funding: list(
    "funding",
    listParam("funding", {
      values: FUNDING_SOURCES,
      example: "medicaid",
      description: "Funding accepted (comma list, OR).",
    }),
  ),
  providerKind: optional(
    "provider_kind",
    oneOfParam("provider_kind", PROVIDER_KINDS, {
      example: "independent_practitioner",
      description:
        "Provider type: organization (practices and organisations; a listing whose type is not recorded counts as one) or independent_practitioner (an individual Behavior Analyst at their own practice address, from the NPI Registry). Absent: any.",
    }),
  ),
};

type Filters = typeof SEARCH_FILTERS;
export type FilterKey = keyof Filters;
export const FILTER_KEYS = Object.keys(SEARCH_FILTERS) as FilterKey[];

/** The filters' values under the names searches use. */
export type SearchFilterValues = { [K in FilterKey]: Filters[K]["none"] };

/** The filters' parameter definitions under their query-string names. */
export type FilterParamDefs<K extends FilterKey = FilterKey> = {
  [F in K as Filters[F]["param"]]: Filters[F]["parse"];
};

/** The parameter definitions of these filters, under their query-string names, in the table's order. */
export function filterParamDefs<K extends FilterKey>(keys: readonly K[]): FilterParamDefs<K> {
  return Object.fromEntries(keys.map((k) => [SEARCH_FILTERS[k].param, SEARCH_FILTERS[k].parse])) as FilterParamDefs<K>;
}

/** The parsed filter parameters (by query-string name) under the names searches use. */
export function searchFilters(parsed: {
  [F in FilterKey as Filters[F]["param"]]: Filters[F]["none"];
}): SearchFilterValues {
  const byParam = parsed as Record<string, unknown>;
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, byParam[SEARCH_FILTERS[k].param]])) as SearchFilterValues;
}

/** Every filter at its value that does not filter. */
export function noFilters(): SearchFilterValues {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, SEARCH_FILTERS[k].none])) as SearchFilterValues;
}

/** The query-string values of one filter (none when it does not filter). */
export function filterParamValues<K extends FilterKey>(key: K, value: SearchFilterValues[K]): string[] {
  return (SEARCH_FILTERS[key].write as (v: SearchFilterValues[K]) => string[])(value);
}
