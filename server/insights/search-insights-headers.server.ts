/**
 * The insights headers of a search answer (search page and GET /api/listings): the listings it
 * showed (appearances) and, for a search's first page, the search-log entry: the place searched
 * and whether anything was found. Read by insights-middleware.server.ts.
 */
import {
  APPEARANCES_HEADER,
  SEARCH_HEADER,
  encodeIds,
  encodeSearch,
  mayBePersonal,
  type SearchLogEntry,
} from "@domain/insights.ts";
import type { ListingSearchParams } from "@domain/search-params.ts";
import { zipFromQuery } from "@domain/search-query.ts";
import type { ListingSearchResult } from "../listings/search.server.ts";

/** What the search looked for, as the log keeps it: no coordinates, nothing about the visitor. */
export function searchLogEntry(
  params: Partial<Pick<ListingSearchParams, "state" | "location">>,
  result: Pick<ListingSearchResult, "mode" | "query" | "origin" | "total">,
): SearchLogEntry {
  const found = result.total > 0;
  const query = result.query ?? "";
  const zip = zipFromQuery(query);
  if (zip) return { kind: "zip", place: zip, found };
  if (result.mode === "city" && result.origin?.label) return { kind: "city", place: result.origin.label, found };
  if (query) return { kind: "name", place: mayBePersonal(query) ? "" : query.toLowerCase(), found };
  if (params.state) return { kind: "state", place: params.state, found };
  return { kind: params.location ? "location" : "all", place: "", found };
}

export function searchInsightsHeaders(
  params: Partial<Pick<ListingSearchParams, "state" | "location">>,
  result: Pick<ListingSearchResult, "mode" | "query" | "origin" | "total" | "listings" | "page">,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (result.listings.length) headers[APPEARANCES_HEADER] = encodeIds(result.listings.map((l) => l.id));
  // The next pages of a search are the same search.
  if (result.page === 1) headers[SEARCH_HEADER] = encodeSearch(searchLogEntry(params, result));
  return headers;
}
