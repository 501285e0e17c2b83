import { Heart } from "lucide-react";
import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { useToast } from "~/components/ui/toast.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { useSaved } from "./saved-state.ts";

/**
 * The heart: a form POST to /favorites (without JavaScript the server answers with a redirect
 * back here); with JavaScript a fetcher keeps the page in place and a toast, announced by the
 * toast region's live region, confirms. aria-pressed tells whether the listing is saved.
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
  const saved = useSaved();
  const fetcher = useFetcher<{ on: boolean }>();
  const location = useLocation();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const pendingOn = fetcher.formData?.get("on");
  const on = pendingOn !== undefined && pendingOn !== null ? pendingOn === "1" : saved.favorites.includes(listingId);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      toast({ title: fetcher.data.on ? t("saved.added") : t("saved.removed"), variant: "success" });
    }
    // Only a finished submission toasts, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" action="/favorites" className={cn("relative z-10", className)}>
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="on" value={on ? "0" : "1"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={on}
        aria-label={withLabel ? undefined : t("saved.favorite", { name })}
        title={t("saved.favorite", { name })}
        data-favorite={listingId}
        className={cn(
          "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-border-strong bg-surface px-2.5 text-sm font-semibold text-fg hover:bg-surface-2",
        )}
      >
        <Heart aria-hidden="true" className={cn("size-5", on ? "fill-current text-danger" : "text-fg-muted")} />
        {withLabel ? <span>{on ? t("saved.unfavoriteShort") : t("saved.favoriteShort")}</span> : null}
      </button>
    </fetcher.Form>
  );
}
