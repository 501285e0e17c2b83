import { Suspense, lazy, useCallback, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useT } from "~/i18n/index.tsx";

// The card, its steps and positioning load on the first press, off the home page's first load.
const GuidedTour = lazy(() => import("./guided-tour.tsx"));

/**
 * The floating round ? button at the bottom right that starts the guided tour (spec 2). The
 * tour needs JavaScript, so the button appears only after hydration.
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
        className="fixed right-6 bottom-6 z-[65] inline-flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-fg shadow-raised transition-colors hover:bg-primary-hover"
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
