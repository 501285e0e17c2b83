import { Compass, House, Search } from "~/components/icons.tsx";
import { Link } from "~/components/link.tsx";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useT, type MessageKey } from "~/i18n/index.tsx";

const SEARCH_MAX_LENGTH = 50;

/** The main places a lost visitor may have been looking for. */
const MAIN_LINKS: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: "/search", label: "notFound.search" },
  { to: "/resources", label: "nav.resourcesHub" },
  { to: "/autism-financial-aid", label: "nav.financialAid" },
  { to: "/blog", label: "footer.blog" },
  { to: "/about", label: "footer.aboutUs" },
  { to: "/contact", label: "footer.contact" },
];

/**
 * The 404 page body: the catch-all route and the discovery routes' error boundary both show it.
 * Besides the spec's heading and text it offers the search box (a plain GET form, so it works
 * without JavaScript) and the site's main pages.
 */
export function NotFoundPage() {
  const t = useT();
  return (
    <main
      id="main"
      tabIndex={-1}
      className="page-container flex flex-1 flex-col items-center py-20 text-center focus:outline-none"
    >
      <p
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg"
      >
        <Compass className="size-8" />
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 max-w-xl text-lg text-fg-muted">{t("notFound.text")}</p>
      <form
        action="/search"
        method="get"
        role="search"
        aria-labelledby="not-found-search-label"
        className="mt-8 flex w-full max-w-xl flex-col gap-2 text-start sm:flex-row sm:items-end"
        data-not-found-search
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label id="not-found-search-label" htmlFor="not-found-query" className="text-sm font-semibold">
            {t("notFound.searchLabel")}
          </label>
          <input
            id="not-found-query"
            name="query"
            type="search"
            maxLength={SEARCH_MAX_LENGTH}
            enterKeyHint="search"
            className="block h-12 w-full rounded-xl border border-border-strong bg-surface px-3 text-base text-fg placeholder:text-fg-muted"
          />
        </div>
        <button type="submit" className={buttonClasses({ className: "h-12" })}>
          <Search aria-hidden="true" />
          {t("notFound.searchButton")}
        </button>
      </form>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses({ variant: "secondary" })}>
          <House aria-hidden="true" />
          {t("notFound.home")}
        </Link>
      </div>
      <nav aria-labelledby="not-found-links" className="mt-10">
        <h2 id="not-found-links" className="text-base font-semibold">
          {t("notFound.linksTitle")}
        </h2>
        <ul role="list" className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-link underline">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
