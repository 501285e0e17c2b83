/**
 * The map island of a script-free page (ADR 0016): for each map box the server wrote with its
 * configuration, once the box nears the screen and the page has settled, the markers start
 * downloading and Leaflet's chunk loads and draws the map (map-canvas.ts). Until then the page
 * carries no map code at all. The results island announces new filters with MAP_UPDATE_EVENT.
 */
import type { MapController } from "~/components/map/map-controller.ts";
import { MAP_CONFIG_SELECTOR, MAP_UPDATE_EVENT, type MapIslandConfig } from "~/components/map/map-island-config.ts";
import { prefetchMarkers } from "~/components/map/map-source.ts";
import { nextTask, onNearScreen, onPageSettled } from "~/lib/page-moments.ts";

function show(controller: MapController, { source }: MapIslandConfig) {
  controller.setViewportQuery(source.viewportQuery);
  controller.setView(source.view);
  controller.showSource(source);
}

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
    // Leaflet's evaluation, the map's set-up and its markers each run in a task of their own.
    import("./map-canvas.ts")
      .then(async ({ mountMap }) => {
        await nextTask();
        const drawn = config;
        controller = await mountMap(slot, box, drawn);
        // New filters that came while the map was being set up.
        if (config !== drawn) show(controller, config);
      })
      .catch((error: unknown) => console.warn("Map: could not load.", error));
  };
  slot.querySelector<HTMLElement>("[data-map-loading]")?.removeAttribute("hidden");
  slot.addEventListener(MAP_UPDATE_EVENT, (event) => {
    config = (event as CustomEvent<MapIslandConfig>).detail;
    if (controller) show(controller, config);
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
