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
        className="saved-toggle group min-w-11 gap-2 px-2.5"
      >
        {/* A CSS icon (app.css): muted, filled in the danger colour while aria-pressed is true. */}
        <span aria-hidden="true" className="css-icon css-icon-heart size-5" />
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
