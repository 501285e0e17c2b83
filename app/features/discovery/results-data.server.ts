import type { AppLoadContext } from "react-router";
import { searchListings, type ListingSearchResult } from "@server/listings/search.server.ts";
import type { ListingSearchParams } from "@domain/search-params.ts";
import type { Translate } from "~/i18n/index.tsx";
import type { ResultsData } from "./listings-view.tsx";
import { toCard } from "../../components/listings/page-data.server.ts";

const RESULTS_PAGE_SIZE = 12;

function toResultsData(result: ListingSearchResult, t: Translate): ResultsData {
  return {
    listings: result.listings.map(toCard),
    total: result.total,
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
  const result = await searchListings(context, { ...params, pageSize: RESULTS_PAGE_SIZE, ...extra });
  return { result, data: toResultsData(result, t) };
}
