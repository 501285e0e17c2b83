import { useLocation } from "react-router";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { useSaved } from "./saved-state.ts";

/**
 * "Compare": adds the listing to (or removes it from) the comparison tray, a form POST to
 * /compare that works without JavaScript (a 5th choice leads to the comparison page saying why).
 * With JavaScript the saved island (app/islands/saved.ts) sends it in place and refuses a 5th
 * with a toast. aria-pressed and the `intent` field are the whole state (the icon follows
 * aria-pressed in CSS), so the island changes attributes only.
 */
export function CompareButton({ listingId, name, className }: { listingId: number; name: string; className?: string }) {
  const t = useT();
  const on = useSaved().compare.some((c) => c.id === listingId);
  const location = useLocation();
  return (
    <form method="post" action="/compare" className={cn("relative z-10", className)}>
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="intent" value={on ? "remove" : "add"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={t("saved.compare", { name })}
        data-compare={listingId}
        className="saved-toggle group gap-1.5 px-3 aria-pressed:border-primary aria-pressed:bg-primary-soft"
      >
        <span aria-hidden="true" className="css-icon css-icon-check hidden size-4 group-aria-pressed:block" />
        <span aria-hidden="true" className="css-icon css-icon-columns size-4 group-aria-pressed:hidden" />
        <span aria-hidden="true">{t("saved.compareShort")}</span>
      </button>
    </form>
  );
}
