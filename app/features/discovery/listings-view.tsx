import { SearchX } from "~/components/icons.tsx";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/link.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { useT } from "~/i18n/index.tsx";
import { SortSelect } from "./filter-panel.tsx";
import { hrefWith } from "../../components/listings/filter-values.ts";
import type { CardListing } from "../../components/listings/listing-card.tsx";
import { ListingGrid } from "../../components/listings/results.tsx";
import { resultCountText, type ResultCount } from "./result-count.ts";

export interface ResultsData {
  listings: CardListing[];
  total: number;
  /** The count as a visitor should read it: capped lists say how many matched. */
  count: ResultCount;
  page: number;
  pageCount: number;
  sort: string;
  hasLocation: boolean;
  originLabel: string | null;
  notice: string | null;
}

export { FiltersLayout } from "./filters-layout.tsx";

/** The results heading: the target of the shell's "Skip to results" link (route handle `skipToResults`). */
export const RESULTS_HEADING_ID = "results-heading";

/** Count, sort, grid, empty state and real page links. */
export function PagedResults({
  data,
  heading,
  gridLabel,
  columns = 2,
}: {
  data: ResultsData;
  heading: ReactNode;
  gridLabel: string;
  columns?: 2 | 3;
}) {
  const t = useT();
  const location = useLocation();
  const sortValue = data.sort === "similarity" ? "relevance" : data.sort;
  const count = resultCountText(t, data.count);
  // A page number past the last page (an old link, a hand-typed address): say which pages exist.
  const pastEnd = data.listings.length === 0 && data.pageCount > 0 && data.page > data.pageCount;
  const pageHref = (n: number) => hrefWith(location.pathname, location.search, { page: n === 1 ? null : String(n) });
  return (
    <section aria-labelledby={RESULTS_HEADING_ID} className="flex flex-col gap-5" data-swap="results">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className="scroll-mt-20 text-2xl font-bold tracking-tight">
            {heading}
          </h2>
          <p className="mt-1 text-fg-muted" aria-live="polite" data-result-count={data.total}>
            {count.count}
            {data.originLabel ? ` ${t("results.near", { place: data.originLabel })}` : ""}
            {count.serving ? `. ${count.serving}` : ""}
          </p>
          {count.hint ? <p className="mt-1 text-sm text-fg-muted">{count.hint}</p> : null}
          {data.count.seeAll ? (
            <p className="mt-1 text-sm">
              <Link to={data.count.seeAll.href} className="font-medium text-link underline" data-see-all>
                {t("results.seeAllOn", { place: data.count.seeAll.place })}
              </Link>
            </p>
          ) : null}
        </div>
        <SortSelect key={sortValue} value={sortValue} hasLocation={data.hasLocation} />
      </div>
      {data.notice ? (
        <p role="alert" className="rounded-lg bg-warning-soft px-4 py-3 text-warning">
          {data.notice}
        </p>
      ) : null}
      {data.listings.length ? (
        <ListingGrid listings={data.listings} columns={columns} label={gridLabel} />
      ) : pastEnd ? (
        <div
          className="flex flex-col items-center gap-2 rounded-xl border border-border bg-surface p-10 text-center"
          data-past-end
        >
          <SearchX aria-hidden="true" className="size-10 text-fg-muted" />
          <p className="text-lg font-semibold">{t("results.pastEndTitle", { page: data.page })}</p>
          <p className="text-fg-muted">{t.plural("results.pastEndText", data.pageCount)}</p>
          <p className="flex flex-wrap justify-center gap-4">
            <Link to={pageHref(data.pageCount)} className="font-medium text-link underline">
              {t("results.pastEndLast", { page: data.pageCount })}
            </Link>
            {data.pageCount > 1 ? (
              <Link to={pageHref(1)} className="font-medium text-link underline">
                {t("results.pastEndFirst")}
              </Link>
            ) : null}
          </p>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-border bg-surface p-10 text-center">
          <SearchX aria-hidden="true" className="size-10 text-fg-muted" />
          <p className="text-lg font-semibold">{t("results.emptyTitle")}</p>
          <p className="text-fg-muted">{t("results.emptyText")}</p>
        </div>
      )}
      {pastEnd ? null : (
        <Pagination page={data.page} totalPages={data.pageCount} hrefForPage={pageHref} className="mt-4" />
      )}
    </section>
  );
}
