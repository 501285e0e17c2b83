import type { AppLoadContext } from "react-router";
import { searchListings, type ListingSearchResult } from "@server/listings/search.server.ts";
import { cityBySlug } from "@server/listings/city-by-slug.server.ts";
import type { ListingSearchParams } from "@domain/search-params.ts";
import { toSearchQuery } from "@domain/search-params.ts";
import { slugify } from "@domain/slug.ts";
import { stateByCode, stateSlug } from "@domain/states.ts";
import type { Translate } from "~/i18n/index.tsx";
import type { ResultsData } from "./listings-view.tsx";
import { isCut, type ResultCount } from "./result-count.ts";
import { toCard } from "../../lib/page-data/listings.server.ts";

const RESULTS_PAGE_SIZE = 12;

/**
 * The page listing every match of a search the cap cut: the state page of the state filtered
 * or searched (with the other filters), or the city page of a city searched.
 */
async function seeAllPage(
  context: AppLoadContext,
  params: ListingSearchParams,
  result: ListingSearchResult,
): Promise<ResultCount["seeAll"]> {
  const code = result.origin?.state ?? params.state;
  const state = code ? stateByCode(code) : undefined;
  if (!state) return null;
  // The state and city pages take the same filters; the text, paging and state are theirs.
  const rest = toSearchQuery({
    ...params,
    query: undefined,
    state: undefined,
    location: undefined,
    distance: undefined,
    page: 1,
    pageSize: undefined,
  });
  const qs = rest.size ? `?${rest}` : "";
  if (result.mode === "city" && result.origin?.city) {
    const city = await cityBySlug(context, { state: state.code, slug: slugify(result.origin.city) });
    if (city) return { href: `/${stateSlug(state)}/${city.slug}${qs}`, place: `${city.city}, ${state.code}` };
  }
  return { href: `/${stateSlug(state)}${qs}`, place: state.name };
}

async function toResultsData(
  context: AppLoadContext,
  params: ListingSearchParams,
  result: ListingSearchResult,
  t: Translate,
): Promise<ResultsData> {
  const count: ResultCount = {
    shown: result.total,
    matched: result.matched,
    cap: result.cap,
    kind: result.mode === "name" ? "names" : result.mode === "zip" || result.mode === "city" ? "nearest" : "first",
    query: result.query,
    seeAll: null,
  };
  if (isCut(count) && count.kind !== "names") count.seeAll = await seeAllPage(context, params, result);
  return {
    listings: result.listings.map(toCard),
    total: result.total,
    count,
    page: result.page,
    pageCount: result.pageCount,
    sort: result.sort,
    hasLocation: result.origin !== null,
    originLabel: result.origin?.label ?? null,
    notice: result.notice?.code === "unknown_zip" ? t("results.unknownZip", { zip: result.query ?? "" }) : null,
  };
}

export async function pagedResults(
  context: AppLoadContext,
  params: ListingSearchParams,
  t: Translate,
  extra: Partial<ListingSearchParams> = {},
): Promise<{ result: ListingSearchResult; data: ResultsData }> {
  const search = { ...params, pageSize: RESULTS_PAGE_SIZE, ...extra };
  const result = await searchListings(context, { ...search, countBeyondCap: true });
  return { result, data: await toResultsData(context, search, result, t) };
}
