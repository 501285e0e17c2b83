import type { Route } from "./+types/home";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { data, useLocation } from "react-router";
import { SearchHero } from "~/features/discovery/search-hero.tsx";
import { Badge } from "~/components/ui/badge.tsx";
import { coverageSummary } from "@server/listings/coverage.server.ts";
import { searchListings } from "@server/listings/search.server.ts";
import { homeSeo } from "@server/listings/seo-meta.server.ts";
import { isFiltered, keepLocationHref } from "~/components/listings/filter-values.ts";
import { FiltersLayout, PagedResults, RESULTS_HEADING_ID } from "~/features/discovery/listings-view.tsx";
import { filterValues, insuranceOptions, pageSeo, pageTools, readSearch } from "~/lib/page-data/listings.server.ts";
import { pagedResults } from "~/features/discovery/results-data.server.ts";
import { showingMatchingText } from "~/features/discovery/result-count.ts";
import { CollapsibleMap } from "~/components/map/map-panel.tsx";
import { searchMapSource } from "~/lib/page-data/map-source.server.ts";
import { seoMetaTags } from "~/components/listings/seo.ts";
import { TourLauncher } from "~/features/discovery/tour/tour-launcher.tsx";
import { routeMessages } from "~/i18n/messages.server.ts";
import { LISTING_VIEW_NAMESPACES } from "~/i18n/namespaces.ts";
import { NewsletterSignup, type NewsletterHandle } from "~/components/newsletter/newsletter-signup.tsx";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";
import type { SkipLinksHandle } from "~/lib/skip-links.ts";

// The tour, filters, sort, the map, hearts and Near Me work through islands; no React on the
// client (ADR 0016). The newsletter signup is a plain form that the newsletter island answers in place.
export const handle: I18nHandle & NewsletterHandle & ScriptsHandle & SkipLinksHandle = {
  skipToResults: RESULTS_HEADING_ID,
  i18n: [...LISTING_VIEW_NAMESPACES, "home", "results", "pagination", "tour"],
  newsletterInPage: true,
  scripts: false,
  islands: ["map", "saved", "results", "tour", "newsletter"],
};

/**
 * Spec "Home": hero search, filters, the map slot with the count of matching providers and a
 * grid of featured providers with working sort and real pages.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = readSearch(url);
  const filters = filterValues(params);
  const filtered = isFiltered(filters);
  const tools = pageTools(request, context);
  const [coverage, featured, insurances, matching] = await Promise.all([
    coverageSummary(context),
    pagedResults(context, params, tools.t, { tiers: ["featured"] }),
    insuranceOptions(context),
    // Unfiltered, the count is every provider (coverage); the map fetches the map set itself.
    filtered ? searchListings(context, { ...params, pageSize: 1, countBeyondCap: true }) : null,
  ]);
  const seo = pageSeo(tools, {
    title: `${tools.t("site.name")} — ${tools.t("site.tagline")}`,
    description: tools.t("site.description"),
    pathname: "/",
    seo: homeSeo(tools.origin),
    noindex: url.search.length > 0,
  });
  return data({
    i18n: routeMessages(request, handle.i18n),
    coverage,
    filtered,
    // The true number of matches, not the cap (spec 9 caps what is shown, not what matched).
    matchCount: matching ? (matching.matched ?? matching.total) : coverage.listings,
    results: featured.data,
    filters,
    insurances,
    map: searchMapSource(params, filtered),
    seo,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMetaTags(loaderData?.seo, matches[0]?.data);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathname } = useLocation();
  const { coverage, filtered, matchCount, results, filters, insurances, map } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <SearchHero corner={<TourLauncher />} />
      <section aria-labelledby="nationwide-heading" className="page-container py-10">
        <div className="flex flex-wrap items-center gap-3" data-swap="summary-heading">
          <h2 id="nationwide-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {filtered ? t("home.filteredHeading") : t("home.nationwideHeading")}
          </h2>
          {filtered ? null : (
            <Badge variant="success">
              <span aria-hidden="true" className="relative flex size-2">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:hidden" />
                <span className="relative inline-flex size-2 rounded-full bg-success" />
              </span>
              {t("home.liveCoverage")}
            </Badge>
          )}
        </div>
        <p className="mt-2 text-fg-muted" aria-live="polite" data-swap="summary-count">
          {filtered
            ? showingMatchingText(t, matchCount)
            : t.plural("home.providersIn", coverage.listings, {
                places: t.plural("home.statesAndDc", Math.max(coverage.states - 1, 0)),
              })}
        </p>
        <CollapsibleMap count={matchCount} source={map} className="mt-6" noScript="map.noScriptHome" />
        <div className="mt-8">
          <FiltersLayout
            filters={filters}
            insurances={insurances}
            stateMode="filter"
            clearHref={keepLocationHref(pathname, filters)}
          >
            <PagedResults data={results} heading={t("home.featuredHeading")} gridLabel={t("home.featuredHeading")} />
          </FiltersLayout>
        </div>
      </section>
      <div className="page-container pb-12">
        <NewsletterSignup variant="section" />
      </div>
    </main>
  );
}
