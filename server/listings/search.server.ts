/**
 * Searching listings: the use case behind GET /api/listings and every search page (home,
 * /search, state and city pages). Callers pass parsed parameters (parseListingSearchParams) or
 * build them in code; both get the same answer.
 */
import type { UseCaseContext } from "../use-case.ts";
import { normalizeSearchText } from "@domain/search-query.ts";
import { DEFAULT_PAGE_SIZE, MAP_CAP } from "../../domain/listing-limits.ts";
import { toListingApi } from "./listing-mapper.ts";
import type { ListingApi } from "../../domain/listing-schema.ts";
import { searchParamsWithDefaults, type ListingSearchInput } from "../../domain/search-params.ts";
import {
  asNameSearch,
  planSearch,
  type EffectiveSort,
  type SearchMode,
  type SearchNotice,
  type SearchOrigin,
} from "./search-plan.server.ts";
import { selectPage } from "./search-sql.server.ts";

export interface ListingSearchResult {
  listings: ListingApi[];
  /** The search text as used: trimmed and cut to 50 characters; null without one. */
  query: string | null;
  /** Listings reachable through paging: the matches, bounded by the cap. */
  total: number;
  /**
   * Matches before the cap, when counted: the state page counts them all; a capped search
   * counts them (up to MATCH_COUNT_CEILING) only when asked (countBeyondCap), else null.
   */
  matched: number | null;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The cap that applied: 25 (zip, city, name), 100 (filtered), 500 (map), null (state page). */
  cap: number | null;
  mode: SearchMode;
  /** The order applied (distance falls back to relevance without a location). */
  sort: EffectiveSort;
  /** Where distances are measured from: the zip or city searched, else the visitor's location. */
  origin: SearchOrigin | null;
  /** The distance filter that applied, in miles. */
  radiusMiles: number | null;
  notice: SearchNotice | null;
}

/** The origin as the result shows it: its earth point is for the statements only. */
function publicOrigin(origin: SearchOrigin | null): SearchOrigin | null {
  if (!origin) return null;
  const { earth: _statementsOnly, ...shown } = origin;
  return shown;
}

export async function searchListings(
  ctx: UseCaseContext<"database" | "dataGeneration">,
  input: ListingSearchInput & { countBeyondCap?: boolean },
): Promise<ListingSearchResult> {
  const p = searchParamsWithDefaults(input);
  const { sql } = ctx.database;
  let plan = await planSearch(ctx, p);
  const pageSize = p.pageSize ?? (plan.mode === "map" ? MAP_CAP : DEFAULT_PAGE_SIZE);
  const describe = () => ({
    query: normalizeSearchText(p.query) || null,
    page: p.page,
    pageSize,
    cap: plan.cap,
    mode: plan.mode,
    sort: plan.sort,
    origin: publicOrigin(plan.origin),
    radiusMiles: plan.radiusMiles,
    notice: plan.notice,
  });
  if (plan.notice) return { listings: [], ...describe(), total: 0, matched: 0, pageCount: 0 };

  const request = {
    params: p,
    pageSize,
    offset: (p.page - 1) * pageSize,
    countBeyondCap: input.countBeyondCap ?? false,
  };
  let page = await selectPage(sql, { ...request, plan });
  const fallback = page.total === 0 ? asNameSearch(plan, p) : null;
  if (fallback) {
    plan = fallback;
    page = await selectPage(sql, { ...request, plan });
  }
  const { rows, matched, total } = page;
  return { listings: rows.map(toListingApi), ...describe(), total, matched, pageCount: Math.ceil(total / pageSize) };
}
