import { X } from "lucide-react";
import { Form, Link, useLocation } from "react-router";
import { COMPARE_MAX, compareHref } from "@domain/community/compare.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";
import { useSaved } from "./saved-state.ts";

/** A searched zip code or "City, ST" (not a provider's name), for distances on the comparison page. */
function searchedPlace(search: string): string | null {
  const query = new URLSearchParams(search).get("query")?.trim() ?? "";
  return /^\d{5}$/.test(query) || /,\s*[A-Za-z]{2}$/.test(query) ? query : null;
}

/**
 * The comparison tray: the chosen providers (up to 4), each removable, and a link to the
 * side-by-side page. Rendered by the server from a cookie, in the page flow (never covering
 * content), on every page but the comparison itself.
 */
export function CompareTray() {
  const t = useT();
  const { compare } = useSaved();
  const location = useLocation();
  if (compare.length === 0 || location.pathname === "/compare") return null;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <section aria-label={t("saved.trayLabel")} className="border-b border-border bg-surface-2" data-compare-tray>
      <div className="page-container flex flex-wrap items-center gap-3 py-2">
        <p className="text-sm font-semibold">
          {t("saved.trayLabel")}: {t("saved.trayCount", { count: compare.length, max: COMPARE_MAX })}
        </p>
        <ul role="list" className="flex flex-wrap gap-2">
          {compare.map((c) => (
            <li
              key={c.id}
              className="flex items-center gap-1 rounded-full border border-border bg-surface ps-3 text-sm"
            >
              <Link to={c.url} className="link">
                {c.name}
              </Link>
              <Form method="post" action="/compare">
                <input type="hidden" name="listingId" value={c.id} />
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button
                  type="submit"
                  aria-label={t("saved.trayRemove", { name: c.name })}
                  className="inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-surface-2 hover:text-fg"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <div className="ms-auto flex items-center gap-2">
          <Link
            to={compareHref(
              compare.map((c) => c.id),
              searchedPlace(location.search),
            )}
            className={buttonClasses({ size: "sm" })}
          >
            {t("saved.trayCompare")}
          </Link>
          <Form method="post" action="/compare">
            <input type="hidden" name="intent" value="clear" />
            <input type="hidden" name="returnTo" value={returnTo} />
            <button type="submit" className={buttonClasses({ variant: "ghost", size: "sm" })}>
              {t("saved.trayClear")}
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}
