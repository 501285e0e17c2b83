/**
 * A Leaflet map the site's way (docs/decisions/0007-map.md), for every map: tiles from
 * MAP_TILE_URL (when none load, the themed background stays and everything else works), the
 * provider's credit, zoom buttons, scale, zoom level and cooperative gestures.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./map.css";
import { MAX_MAP_ZOOM, MIN_MAP_ZOOM, type MapView } from "@domain/map.ts";
import type { Translate } from "~/i18n/index.tsx";
import { escapeHtml } from "@domain/html.ts";
import { addMapControls } from "./map-controls.ts";
import type { MapTiles } from "./map-source.ts";

export function createBaseMap(container: HTMLElement, view: MapView, tiles: MapTiles, t: Translate): L.Map {
  const map = L.map(container, {
    center: [view.lat, view.lng],
    zoom: view.zoom,
    minZoom: MIN_MAP_ZOOM,
    maxZoom: MAX_MAP_ZOOM,
    zoomControl: false,
    attributionControl: false,
    keyboard: true,
  });
  L.control
    .attribution({ prefix: false, position: "bottomright" })
    .addAttribution(
      // Leaflet renders this as HTML: the configured credit is plain text, so it is escaped.
      tiles.attribution
        ? escapeHtml(tiles.attribution)
        : t("map.attributionOsm", { link: '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' }),
    )
    .addTo(map);
  // A tile that fails (no tile server reachable) leaves the background: markers still work.
  L.tileLayer(tiles.url, { maxZoom: MAX_MAP_ZOOM, className: "map-tiles" }).addTo(map);
  addMapControls(map, {
    zoomIn: t("map.zoomIn"),
    zoomOut: t("map.zoomOut"),
    zoomLevel: (zoom) => t("map.zoomLevel", { zoom }),
    scrollHint: /Mac|iPhone|iPad/.test(navigator.userAgent) ? t("map.scrollHintMac") : t("map.scrollHint"),
    touchHint: t("map.touchHint"),
  });
  return map;
}
