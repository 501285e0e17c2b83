/**
 * Home's guided tour on the page without React (ADR 0016): shows the ? button, which the server
 * renders hidden (the tour needs JavaScript), and starts the tour card (tour-card.ts, loaded on
 * the first press) from it.
 */
import { islandTranslator } from "./texts.ts";

const t = islandTranslator();

for (const launcher of document.querySelectorAll<HTMLButtonElement>("button[data-tour-launcher]")) {
  launcher.addEventListener("click", () => {
    void import("~/features/discovery/tour/tour-card.ts").then(({ startTour }) => startTour(t, launcher));
  });
  launcher.hidden = false;
}
