import { data, useLocation } from "react-router";
import type { Route } from "./+types/search";
import { FiltersLayout, PagedResults, RESULTS_HEADING_ID } from "~/features/discovery/listings-view.tsx";
import { filterValues, insuranceOptions, pageSeo, pageTools, readSearch } from "~/lib/page-data/listings.server.ts";
import { pagedResults } from "~/features/discovery/results-data.server.ts";
import { seoMetaTags } from "~/components/listings/seo.ts";
import { DiscoveryErrorBoundary } from "~/components/listings/route-error.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { searchSeo } from "@server/listings/seo-meta.server.ts";
import { isFiltered, keepLocationHref } from "~/components/listings/filter-values.ts";
import { CollapsibleMap } from "~/components/map/map-panel.tsx";
import { searchMapSource } from "~/lib/page-data/map-source.server.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { searchInsightsHeaders } from "@server/insights/search-insights-headers.server.ts";
import { LISTING_VIEW_NAMESPACES } from "~/i18n/namespaces.ts";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";
import type { SkipLinksHandle } from "~/lib/skip-links.ts";
import { SaveAlertForm } from "~/components/alerts/save-alert-form.tsx";

// Filters, sort, the map, hearts and Near Me work through islands; no React on the client (ADR 0016).
export const handle: I18nHandle & ScriptsHandle & SkipLinksHandle = {
  skipToResults: RESULTS_HEADING_ID,
  i18n: [...LISTING_VIEW_NAMESPACES, "home", "search", "results", "pagination", "alerts"],
  scripts: false,
  islands: ["map", "saved", "results", "newsletter"],
};

/** Spec "Listings page" (/search and /listings): banner, filters, sort, count, grid, pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = readSearch(url);
  const tools = pageTools(request, context);
  const [{ result, data: results }, insurances] = await Promise.all([
    pagedResults(context, params, tools.t),
    insuranceOptions(context),
  ]);
  const what = result.origin?.label ?? result.query;
  const pathname = url.pathname;
  const canonicalPath = result.query ? `${pathname}?${new URLSearchParams({ query: result.query })}` : pathname;
  // A name search is not a place: "providers matching “Aspen Leaps”", not "near Aspen Leaps".
  const byName = result.mode === "name" && result.query !== null;
  const heading = byName
    ? tools.t("search.titleName", { query: result.query! })
    : what
      ? tools.t("search.titleNear", { place: what })
      : tools.t("search.banner");
  const seo = pageSeo(tools, {
    title: `${heading} | ABA Atlas`,
    description: byName
      ? tools.t("search.descriptionName", { query: result.query! })
      : what
        ? tools.t("search.descriptionNear", { place: what })
        : tools.t("search.description"),
    pathname: canonicalPath,
    seo: searchSeo(what ?? tools.t("search.everywhere"), tools.origin, canonicalPath, byName ? heading : undefined),
    // Filtered and paged variants point to the canonical search and are not indexed themselves.
    noindex: url.searchParams.size > (result.query ? 1 : 0),
  });
  // Owner insights and the search log: read and removed by the insights middleware.
  const headers = { "Cache-Control": "private, no-cache", ...searchInsightsHeaders(params, result) };
  const filters = filterValues(params);
  const map = searchMapSource(params, isFiltered(filters));
  // "Email me about this search" (issue 29): offered when the search has a place to watch.
  const alertQuery = result.origin && result.mode !== "name" ? alertSearchQuery(url) : null;
  return data(
    {
      results,
      filters,
      insurances,
      map,
      count: result.matched ?? result.total,
      alertQuery,
      seo,
      i18n: routeMessages(request, handle.i18n),
    },
    { headers },
  );
}

/** The search as a saved search keeps it: without its page, page size or order. */
function alertSearchQuery(url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  for (const key of ["page", "pageSize", "sort"]) query.delete(key);
  return query.toString();
}

/** The loader's Cache-Control and insights headers; without this export React Router would drop them. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMetaTags(loaderData?.seo, matches[0]?.data);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
  const { results, filters, insurances, map, count, alertQuery } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <section aria-labelledby="listings-title" className="hero border-b border-border">
        <div className="page-container py-10">
          <h1 id="listings-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t("search.banner")}
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-fg-muted">{t("search.bannerText")}</p>
        </div>
      </section>
      <div className="page-container py-8">
        {/* The search box (filter panel) comes first; on a phone the map follows it, not the reverse. */}
        <FiltersLayout
          filters={filters}
          insurances={insurances}
          stateMode="filter"
          clearHref={keepLocationHref(pathname, filters, true)}
          allStatesHref={keepLocationHref("/", filters)}
        >
          <CollapsibleMap count={count} source={map} className="mb-8" />
          <PagedResults
            data={results}
            heading={filters.query ? t("search.resultsFor", { query: filters.query }) : t("search.results")}
            gridLabel={t("search.gridLabel")}
          />
          {alertQuery !== null ? <SaveAlertForm query={alertQuery} /> : null}
        </FiltersLayout>
      </div>
    </main>
  );
}

export const ErrorBoundary = DiscoveryErrorBoundary;
