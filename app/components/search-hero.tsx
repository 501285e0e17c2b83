import { Search } from "lucide-react";
import { useT } from "~/i18n/index.tsx";

export const SEARCH_MAX_LENGTH = 50;

/** Spec "Home": a plain GET form to /search, so it works before (and without) JavaScript. */
export function SearchHero() {
  const t = useT();
  return (
    <section className="hero border-b border-border">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t("home.heroTitle")}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-fg-muted">{t("home.heroSubtitle")}</p>
        <form action="/search" method="get" role="search" className="mx-auto mt-8 flex max-w-2xl gap-2" data-tour="search-form">
          <label htmlFor="hero-query" className="sr-only">
            {t("home.searchLabel")}
          </label>
          <input
            id="hero-query"
            name="query"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t("home.searchPlaceholder")}
            autoComplete="off"
            className="input h-12 flex-1 text-base"
          />
          <button type="submit" className="btn btn-primary h-12 px-5">
            <Search aria-hidden="true" className="size-5" />
            <span>{t("home.searchButton")}</span>
          </button>
        </form>
      </div>
    </section>
  );
}
