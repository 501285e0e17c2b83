import { Suspense, lazy, useCallback, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useT } from "~/i18n/index.tsx";

// The card, its steps and positioning load on the first press, off the home page's first load.
const GuidedTour = lazy(() => import("./guided-tour.tsx"));

/**
 * The round ? button at the bottom right that starts the guided tour (spec 2). It floats in the
 * hero band's corner rather than over the page: fixed to the window it covered a card's badge
 * on a desktop and the map's header on a phone. The tour needs JavaScript, so the button
 * appears only after hydration (absolutely placed, it moves nothing when it does).
 */
export function TourLauncher() {
  const t = useT();
  const hydrated = useHydrated();
  const [run, setRun] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setRun(0);
    buttonRef.current?.focus();
  }, []);
  if (!hydrated) return null;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        title={t("tour.start")}
        aria-label={t("tour.start")}
        aria-haspopup="dialog"
        aria-expanded={run > 0}
        data-tour-start
        // Starting (again) resets the tour to step one.
        onClick={() => setRun((r) => r + 1)}
        data-tour-launcher
        className="absolute end-4 bottom-4 z-10 inline-flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-fg shadow-raised transition-colors hover:bg-primary-hover sm:end-6 sm:bottom-6"
      >
        <span aria-hidden="true">?</span>
      </button>
      {run > 0 ? (
        <Suspense fallback={null}>
          <GuidedTour key={run} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
