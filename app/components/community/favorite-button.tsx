import { Heart } from "lucide-react";
import { useLocation } from "react-router";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { useSaved } from "./saved-state.ts";

/**
 * The heart: a form POST to /favorites (without JavaScript the server answers with a redirect
 * back here). With JavaScript the saved island (app/islands/saved.ts) sends it in place, on
 * hydrated and script-free pages alike, and a toast confirms. aria-pressed tells whether the
 * listing is saved; it and the `on` field are the whole state, so the island changes attributes
 * only and the icon and label follow aria-pressed in CSS.
 */
export function FavoriteButton({
  listingId,
  name,
  withLabel = false,
  className,
}: {
  listingId: number;
  name: string;
  withLabel?: boolean;
  className?: string;
}) {
  const t = useT();
  const on = useSaved().favorites.includes(listingId);
  const location = useLocation();
  return (
    <form method="post" action="/favorites" className={cn("relative z-10", className)}>
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={withLabel ? undefined : t("saved.favorite", { name })}
        title={t("saved.favorite", { name })}
        data-favorite={listingId}
        className="group inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-border-strong bg-surface px-2.5 text-sm font-semibold text-fg hover:bg-surface-2"
      >
        <Heart
          aria-hidden="true"
          className="size-5 text-fg-muted group-aria-pressed:fill-current group-aria-pressed:text-danger"
        />
        {withLabel ? (
          <>
            <span className="group-aria-pressed:hidden">{t("saved.favoriteShort")}</span>
            <span className="hidden group-aria-pressed:inline">{t("saved.unfavoriteShort")}</span>
          </>
        ) : null}
      </button>
    </form>
  );
}
