/**
 * The map island of a script-free page (ADR 0016): for each map box the server wrote with its
 * configuration, once the box nears the screen and the page has settled, the markers start
 * downloading and Leaflet's chunk loads and draws the map (map-canvas.ts). Until then the page
 * carries no map code at all. The results island announces new filters with MAP_UPDATE_EVENT.
 */
import type { MapController } from "~/components/map/map-controller.ts";
import { MAP_CONFIG_SELECTOR, MAP_UPDATE_EVENT, type MapIslandConfig } from "~/components/map/map-island-config.ts";
import { prefetchMarkers } from "~/components/map/map-source.ts";
import { onNearScreen, onPageSettled } from "~/lib/page-moments.ts";

function start(slot: HTMLElement) {
  const box = slot.querySelector<HTMLElement>("[data-map-box]");
  const json = slot.querySelector(MAP_CONFIG_SELECTOR)?.textContent;
  if (!box || !json) return;
  let config = JSON.parse(json) as MapIslandConfig;
  let controller: MapController | null = null;
  let near = false;
  let settled = false;
  const maybeLoad = () => {
    if (!near || !settled) return;
    const { markersQuery } = config.source;
    // The markers download alongside the map's code.
    if (markersQuery !== null) prefetchMarkers(markersQuery);
    import("./map-canvas.ts")
      .then(({ mountMap }) => {
        controller = mountMap(slot, box, config);
      })
      .catch((error: unknown) => console.warn("Map: could not load.", error));
  };
  slot.querySelector<HTMLElement>("[data-map-loading]")?.removeAttribute("hidden");
  slot.addEventListener(MAP_UPDATE_EVENT, (event) => {
    config = (event as CustomEvent<MapIslandConfig>).detail;
    if (!controller) return;
    const { source } = config;
    controller.setViewportQuery(source.viewportQuery);
    controller.setView(source.view);
    controller.showSource(source);
  });
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
