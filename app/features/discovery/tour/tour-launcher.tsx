import { useEffect, useRef } from "react";
import { useHydrated } from "~/components/use-hydrated.ts";
import { useT } from "~/i18n/index.tsx";
import type * as TourCard from "./tour-card.ts";

/**
 * The round ? button at the bottom right that starts the guided tour (spec 2). It floats in the
 * hero band's corner rather than over the page: fixed to the window it covered a card's badge
 * on a desktop and the map's header on a phone. The tour needs JavaScript, so the button is
 * hidden until it can work: until React hydrates, or, on home without React (ADR 0016), until
 * the tour island shows it (absolutely placed, it moves nothing when it appears). Both open the
 * same card (tour-card.ts), loaded on the first press.
 */
export function TourLauncher() {
  const t = useT();
  const hydrated = useHydrated();
  const card = useRef<typeof TourCard | null>(null);
  // Leaving home closes an open tour (its keyboard listeners go with it).
  useEffect(() => () => card.current?.closeTour(), []);
  return (
    <button
      type="button"
      hidden={!hydrated}
      title={t("tour.start")}
      aria-label={t("tour.start")}
      aria-haspopup="dialog"
      // The card keeps this up to date while it is open.
      aria-expanded={false}
      data-tour-launcher
      onClick={(event) => {
        const button = event.currentTarget;
        void import("./tour-card.ts").then((module) => {
          card.current = module;
          module.startTour(t, button);
        });
      }}
      className="absolute end-4 bottom-4 z-10 inline-flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-fg shadow-raised transition-colors hover:bg-primary-hover sm:end-6 sm:bottom-6"
    >
      <span aria-hidden="true">?</span>
    </button>
  );
}
