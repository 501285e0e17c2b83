import { useT } from "~/i18n/index.tsx";

/**
 * The round ? button at the bottom right that starts the guided tour (spec 2). It floats in the
 * hero band's corner rather than over the page: fixed to the window it covered a card's badge
 * on a desktop and the map's header on a phone. It is server markup only: home is script-free
 * (ADR 0016) and the tour island shows it (it needs JavaScript, so the server renders it hidden;
 * absolutely placed, it moves nothing when it appears) and opens the tour card (tour-card.ts).
 */
export function TourLauncher() {
  const t = useT();
  return (
    <button
      type="button"
      hidden
      title={t("tour.start")}
      aria-label={t("tour.start")}
      aria-haspopup="dialog"
      // The card keeps this up to date while it is open.
      aria-expanded={false}
      data-tour-launcher
      className="absolute end-4 bottom-4 z-10 inline-flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-fg shadow-raised transition-colors hover:bg-primary-hover sm:end-6 sm:bottom-6"
    >
      <span aria-hidden="true">?</span>
    </button>
  );
}
