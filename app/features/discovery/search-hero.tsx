import { Search } from "~/components/icons.tsx";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useT } from "~/i18n/index.tsx";

export const SEARCH_MAX_LENGTH = 50;

const COORDINATE = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The visitor's location carried by the current address (?lat=…&lng=…, as a Near Me search or a
 * filter form leaves it), or null when either is missing or out of range.
 */
export function locationFromSearch(search: URLSearchParams): { lat: string; lng: string } | null {
  const lat = search.get("lat")?.trim() ?? "";
  const lng = search.get("lng")?.trim() ?? "";
  if (!COORDINATE.test(lat) || !COORDINATE.test(lng)) return null;
  const [la, ln] = [Number(lat), Number(lng)];
  if (Math.abs(la) > 90 || Math.abs(ln) > 180) return null;
  return { lat, lng };
}

/**
 * Spec "Home": a plain GET form to /search, so it works before (and without) JavaScript. A
 * location already in the address goes along as hidden lat/lng fields, so the search stays
 * around it; the text searched so far fills the box. `corner` sits in the band's bottom
 * corner (home's tour button), in room kept free for it.
 */
export function SearchHero({ corner }: { corner?: ReactNode }) {
  const t = useT();
  const [search] = useSearchParams();
  const location = locationFromSearch(search);
  const query = search.get("query")?.slice(0, SEARCH_MAX_LENGTH) ?? "";
  return (
    <section aria-labelledby="hero-title" className="hero relative border-b border-border">
      <div
        className={
          corner ? "page-container pt-12 pb-20 text-center sm:py-20" : "page-container py-12 text-center sm:py-20"
        }
      >
        <p className="text-sm font-semibold tracking-wide text-primary-soft-fg uppercase">{t("home.heroEyebrow")}</p>
        <h1
          id="hero-title"
          className="mx-auto mt-3 max-w-3xl text-[1.75rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl sm:leading-tight"
        >
          {t("home.heroTitle")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-fg-muted">{t("home.heroSubtitle")}</p>
        <form
          action="/search"
          method="get"
          role="search"
          aria-labelledby="hero-search-label"
          className="mx-auto mt-8 max-w-2xl text-start"
          data-tour="search-form"
        >
          {location ? (
            <>
              <input type="hidden" name="lat" value={location.lat} />
              <input type="hidden" name="lng" value={location.lng} />
            </>
          ) : null}
          <label id="hero-search-label" htmlFor="hero-query" className="sr-only">
            {t("home.searchLabel")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:rounded-2xl sm:border sm:border-border sm:bg-surface sm:p-2 sm:shadow-raised">
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-fg-muted"
              />
              <input
                id="hero-query"
                name="query"
                type="search"
                maxLength={SEARCH_MAX_LENGTH}
                key={query}
                defaultValue={query}
                placeholder={t("home.searchPlaceholder")}
                aria-describedby="hero-search-hint"
                autoComplete="off"
                enterKeyHint="search"
                className="block h-12 w-full rounded-xl border border-border-strong bg-surface ps-10 pe-3 text-base text-fg placeholder:text-fg-muted"
              />
            </div>
            <button
              type="submit"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-primary px-6 text-base font-semibold text-primary-fg shadow-card transition-colors hover:bg-primary-hover"
            >
              <Search aria-hidden="true" className="size-5" />
              <span>{t("home.searchButton")}</span>
            </button>
          </div>
          <p id="hero-search-hint" className="mt-2 px-2 text-sm text-fg-muted">
            {t("home.searchHint")}
          </p>
        </form>
      </div>
      {corner}
    </section>
  );
}
