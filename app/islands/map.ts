/**
 * The map island of a script-free page (ADR 0016): for each map box the server wrote with its
 * configuration, once the box nears the screen and the page has settled, the markers start
 * downloading and Leaflet's chunk loads and draws the map (map-canvas.ts). Until then the page
 * carries no map code at all.
 */
import { MAP_CONFIG_SELECTOR, type MapIslandConfig } from "~/components/map/map-island-config.ts";
import { prefetchMarkers } from "~/components/map/map-source.ts";
import { onNearScreen, onPageSettled } from "~/lib/page-moments.ts";

function start(slot: HTMLElement) {
  const box = slot.querySelector<HTMLElement>("[data-map-box]");
  const json = slot.querySelector(MAP_CONFIG_SELECTOR)?.textContent;
  if (!box || !json) return;
  const config = JSON.parse(json) as MapIslandConfig;
  let near = false;
  let settled = false;
  const maybeLoad = () => {
    if (!near || !settled) return;
    const { markersQuery } = config.source;
    // The markers download alongside the map's code.
    if (markersQuery !== null) prefetchMarkers(markersQuery);
    import("./map-canvas.ts")
      .then(({ mountMap }) => mountMap(slot, box, config))
      .catch((error: unknown) => console.warn("Map: could not load.", error));
  };
  slot.querySelector<HTMLElement>("[data-map-loading]")?.removeAttribute("hidden");
  onNearScreen(box, () => {
    near = true;
    maybeLoad();
  });
  onPageSettled(() => {
    settled = true;
    maybeLoad();
  });
}

document.querySelectorAll<HTMLElement>("[data-map-island]").forEach(start);
