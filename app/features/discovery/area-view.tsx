import { useLocation } from "react-router";
import { Link } from "~/components/link.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";
import { Breadcrumbs } from "../../components/listings/breadcrumbs.tsx";
import { FiltersLayout } from "./filters-layout.tsx";
import { hrefWith, keepLocationHref, type FilterValues } from "../../components/listings/filter-values.ts";
import type { CardListing } from "../../components/listings/listing-card.tsx";
import { ListingGrid } from "../../components/listings/results.tsx";
import { MapPanel } from "~/components/map/map-panel.tsx";
import type { MapSource } from "~/components/map/map-source.ts";
import type { InsuranceOption } from "../../components/listings/types.ts";

/** Spec "State page": 12 at first, Load More adds 12. */
export const AREA_PAGE_STEP = 12;
export const AREA_MAX_SHOWN = 1200;

/** The results heading: the target of the shell's "Skip to results" link (route handle `skipToResults`). */
export const AREA_RESULTS_ID = "area-results";

export interface AreaData {
  /** State name, or 'City, ST'. */
  place: string;
  stateName: string;
  stateSlug: string;
  city: string | null;
  /** Providers in the area without filters (the subtitle). */
  areaTotal: number;
  /** Matches with the filters. */
  total: number;
  shown: number;
  listings: CardListing[];
  filters: FilterValues;
  insurances: InsuranceOption[];
  map: MapSource;
}

/** The state and city pages: title, subtitle, map slot, filters, grid of 12 and Load More. */
export function AreaView({ area }: { area: AreaData }) {
  const t = useT();
  const location = useLocation();
  const remaining = area.total - area.listings.length;
  const clearHref = keepLocationHref(location.pathname, area.filters);
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <div className="mx-auto w-full max-w-(--container-wide) px-4 py-8 sm:px-6 lg:px-8">
        <Breadcrumbs
          items={
            area.city
              ? [{ label: area.stateName, href: `/${area.stateSlug}` }, { label: area.city }]
              : [{ label: area.stateName }]
          }
        />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("state.title", { state: area.place })}</h1>
        <p className="mt-2 text-lg text-fg-muted">
          {t.plural("state.subtitle", area.areaTotal, { state: area.place })}
        </p>
        <MapPanel
          count={area.total}
          label={t("map.regionLabel", { place: area.place })}
          source={area.map}
          className="mt-6"
          mapClassName="h-[300px] md:h-[480px]"
        />
        <div className="mt-8">
          <FiltersLayout filters={area.filters} insurances={area.insurances} stateMode="navigate" clearHref={clearHref}>
            <section aria-labelledby={AREA_RESULTS_ID} className="flex flex-col gap-5" data-swap="results">
              <h2
                id={AREA_RESULTS_ID}
                tabIndex={-1}
                className="scroll-mt-20 text-2xl font-bold tracking-tight"
                aria-live="polite"
                data-busy-text={t("state.loading")}
              >
                {t.plural("state.found", area.total)}
              </h2>
              {area.listings.length ? (
                <ListingGrid listings={area.listings} columns={3} label={t("state.gridLabel", { place: area.place })} />
              ) : (
                <div className="rounded-xl border border-border bg-surface p-10 text-center">
                  <p className="text-lg font-semibold">{t("state.emptyTitle", { state: area.place })}</p>
                  <p className="mt-2 text-fg-muted">{t("state.emptyText")}</p>
                </div>
              )}
              {remaining > 0 && area.shown < AREA_MAX_SHOWN ? (
                <p className="flex justify-center">
                  <Link
                    to={hrefWith(location.pathname, location.search, { show: String(area.shown + AREA_PAGE_STEP) })}
                    preventScrollReset
                    replace
                    className={buttonClasses({ variant: "secondary", size: "lg" })}
                    data-load-more
                  >
                    {t("state.loadMore", { count: remaining })}
                  </Link>
                </p>
              ) : null}
            </section>
          </FiltersLayout>
        </div>
      </div>
    </main>
  );
}
