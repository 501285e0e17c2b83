/**
 * Home's guided tour on the page without React (ADR 0016): shows the ? button, which the server
 * renders hidden (the tour needs JavaScript), and opens the tour card (tour-card.ts, loaded on
 * the first press) from it.
 */
import type { OpenTour } from "~/features/discovery/tour/tour-card.ts";
import { islandTranslator } from "./texts.ts";

const t = islandTranslator();
let tour: OpenTour | null = null;

for (const launcher of document.querySelectorAll<HTMLButtonElement>("button[data-tour-launcher]")) {
  launcher.addEventListener("click", () => {
    void import("~/features/discovery/tour/tour-card.ts").then(({ openTour }) => {
      // Starting (again) resets the tour to step one.
      tour?.close();
      launcher.setAttribute("aria-expanded", "true");
      tour = openTour(t, launcher, () => {
        tour = null;
        launcher.setAttribute("aria-expanded", "false");
        launcher.focus();
      });
    });
  });
  launcher.hidden = false;
}
