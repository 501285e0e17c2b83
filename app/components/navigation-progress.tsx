import { LoaderCircle } from "~/components/icons.tsx";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useT } from "~/i18n/index.tsx";

/** Quick navigations finish before anything shows, so the page does not flicker. */
const SHOW_AFTER_MS = 150;

/**
 * While a navigation loads (a page's code or data), a bar runs along the top and a small
 * "Loading page…" pill appears. The role=status region is always in the page, so screen
 * readers announce the text when it appears.
 */
export function NavigationProgress() {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const key = navigation.location?.key ?? null;
  // The navigation whose delay has passed; the indicator shows only while that one runs.
  const [shownFor, setShownFor] = useState<string | null>(null);

  useEffect(() => {
    if (!busy || key === null) return;
    const timer = setTimeout(() => setShownFor(key), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy, key]);

  const show = busy && key !== null && shownFor === key;
  return (
    <div role="status" className="pointer-events-none">
      {show ? (
        <>
          <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-primary-soft">
            <div className="h-full w-2/5 animate-progress rounded-full bg-primary" />
          </div>
          <div className="fixed inset-x-0 bottom-6 z-[70] flex justify-center">
            <span className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-1.5 text-sm font-medium text-fg shadow-raised">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
              {t("progress.loading")}
            </span>
          </div>
        </>
      ) : null}
    </div>
  );
}
