import { Check, Columns3 } from "lucide-react";
import { useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { COMPARE_MAX } from "@domain/community/compare.ts";
import { useToast } from "~/components/ui/toast.tsx";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useT } from "~/i18n/index.tsx";
import { cn } from "~/lib/cn.ts";
import { useSaved } from "./saved-state.ts";

/**
 * "Compare": adds the listing to (or removes it from) the comparison tray, a form POST to
 * /compare that works without JavaScript. A 5th choice is refused with an explanation (a toast,
 * or without JavaScript the comparison page saying so).
 */
export function CompareButton({ listingId, name, className }: { listingId: number; name: string; className?: string }) {
  const t = useT();
  const saved = useSaved();
  const fetcher = useFetcher<{ full?: boolean }>();
  const location = useLocation();
  const hydrated = useHydrated();
  const { toast } = useToast();
  const chosen = saved.compare.some((c) => c.id === listingId);
  const pending = fetcher.formData?.get("intent");
  const on = pending === "add" ? true : pending === "remove" ? false : chosen;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.full) {
      toast({
        title: t("saved.compareLimitTitle"),
        description: t("saved.compareFull", { max: COMPARE_MAX }),
        variant: "error",
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" action="/compare" className={cn("relative z-10", className)}>
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="intent" value={on ? "remove" : "add"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        aria-pressed={on}
        aria-label={t("saved.compare", { name })}
        data-compare={listingId}
        className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-border-strong bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-2 aria-pressed:border-primary aria-pressed:bg-primary-soft"
      >
        {on ? <Check aria-hidden="true" className="size-4" /> : <Columns3 aria-hidden="true" className="size-4" />}
        <span aria-hidden="true">{t("saved.compareShort")}</span>
      </button>
    </fetcher.Form>
  );
}
