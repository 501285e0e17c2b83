import { X } from "~/components/icons.tsx";
import { memo, useState } from "react";
import { useLocation } from "react-router";
import { COMPARE_MAX, compareHref } from "@domain/community/compare.ts";
import type { Translate } from "@domain/i18n/translator.ts";
import { buttonClasses } from "~/components/ui/button.tsx";
import { useT } from "~/i18n/index.tsx";
import { useSaved, type SavedState } from "./saved-state.ts";

/** A searched zip code or "City, ST" (not a provider's name), for distances on the comparison page. */
function searchedPlace(search: string): string | null {
  const query = new URLSearchParams(search).get("query")?.trim() ?? "";
  return /^\d{5}$/.test(query) || /,\s*[A-Za-z]{2}$/.test(query) ? query : null;
}

interface TrayProps {
  compare: SavedState["compare"];
  returnTo: string;
  place: string | null;
  t: Translate;
}

/**
 * The tray's markup, rendered once per document: after that the saved island
 * (app/islands/saved.ts) owns what is inside the host and replaces it with the tray of the page a
 * choice leads to, so React must never reconcile it again (it would work on nodes that are gone).
 * Plain links and forms: nothing in it reads a context that changes.
 */
const TrayMarkup = memo(
  function TrayMarkup({ compare, returnTo, place, t }: TrayProps) {
    if (compare.length === 0) return null;
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
                <a href={c.url} className="link">
                  {c.name}
                </a>
                <form method="post" action="/compare">
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
                </form>
              </li>
            ))}
          </ul>
          <div className="ms-auto flex items-center gap-2">
            <a
              href={compareHref(
                compare.map((c) => c.id),
                place,
              )}
              className={buttonClasses({ size: "sm" })}
            >
              {t("saved.trayCompare")}
            </a>
            <form method="post" action="/compare">
              <input type="hidden" name="intent" value="clear" />
              <input type="hidden" name="returnTo" value={returnTo} />
              <button type="submit" className={buttonClasses({ variant: "ghost", size: "sm" })}>
                {t("saved.trayClear")}
              </button>
            </form>
          </div>
        </div>
      </section>
    );
  },
  () => true,
);

/**
 * The comparison tray: the chosen providers (up to 4), each removable, and a link to the
 * side-by-side page. Rendered by the server from a cookie, in the page flow (never covering
 * content), on every page; hidden on the comparison page itself. Its host is the one element the
 * saved island fills (ADR 0016, one client implementation per widget): React renders the tray
 * once, from the root data of the moment (the island sets a form's returnTo when it sends it), and
 * renders a new host only when the visitor enters or leaves the comparison page (whose own remove
 * buttons are React Router forms that change the choice) or, in root.tsx, changes language.
 */
export function CompareTray() {
  const onComparePage = useLocation().pathname === "/compare";
  return <TrayHost key={onComparePage ? "compare" : "page"} hidden={onComparePage} />;
}

function TrayHost({ hidden }: { hidden: boolean }) {
  const t = useT();
  const { compare } = useSaved();
  const location = useLocation();
  const [first] = useState<TrayProps>(() => ({
    compare,
    returnTo: `${location.pathname}${location.search}`,
    place: searchedPlace(location.search),
    t,
  }));
  return (
    <div data-compare-tray-host hidden={hidden || undefined}>
      <TrayMarkup {...first} />
    </div>
  );
}
