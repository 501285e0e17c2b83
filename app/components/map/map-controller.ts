/**
 * The interactive map without a UI framework: tiles from MAP_TILE_URL, the page's markers,
 * clustering and info windows (marker-layer.ts), and viewport loading — after the visitor pans
 * or zooms, debounced 800 ms, the providers inside the view are fetched and added (spec sections
 * 2, 4 and 9). Moves the page makes itself (fitting the first markers, a new state) do not load.
 * The script-free pages' map island (app/islands/map-canvas.ts) drives it.
 */
import L from "leaflet";
import { INFO_WINDOW_PAUSE_MS, VIEWPORT_DEBOUNCE_MS, markerGroup, mergeMarkers, type MapView } from "@domain/map.ts";
import type { Translate } from "@domain/i18n/translator.ts";
import { createBaseMap } from "./base-map.ts";
import {
  fetchMarkers,
  markersUrl,
  takePrefetchedMarkers,
  type MapMarker,
  type MapSource,
  type MapTiles,
} from "./map-source.ts";
import { createMarkerLayer, markerFitPadding } from "./marker-layer.ts";
import { MARKER_LEGEND_KEYS } from "./marker-legend.ts";

export type MapStatus = "loading" | "ready" | "failed";

export interface MapEvents {
  onSelect: (marker: MapMarker) => void;
  onViewDetails: (marker: MapMarker) => void;
  onMarkersChange: (markers: readonly MapMarker[]) => void;
  /** The first markers' state: loading, drawn, or not loaded. */
  onStatus: (status: MapStatus) => void;
}

export interface MapController {
  /** The filters for viewport loading follow the page's (a filter change keeps the map). */
  setViewportQuery: (query: string | null) => void;
  /** A new starting view (another state, a new place searched) moves the map. */
  setView: (view: MapView) => void;
  /** The first markers: given with the page, or the page's search asked of the API. */
  showSource: (source: Pick<MapSource, "markers" | "markersQuery" | "fit">) => void;
  remove: () => void;
}

const boundsOf = (markers: readonly MapMarker[]) =>
  markers.length === 0 ? null : L.latLngBounds(markers.map((m) => [m.latitude, m.longitude] as L.LatLngTuple));

const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
const clampLng = (v: number) => Math.max(-540, Math.min(540, v));

export function createMapController(
  container: HTMLElement,
  source: MapSource,
  tiles: MapTiles,
  t: Translate,
  events: MapEvents,
): MapController {
  const map = createBaseMap(container, source.view, tiles, t);
  let viewportQuery = source.viewportQuery;
  let markers: readonly MapMarker[] = [];
  let pausedUntil = 0;
  let moveFromPage = false;
  const moveByPage = (move: () => void) => {
    moveFromPage = true;
    move();
    // A move to where the map already is fires no moveend; the flag must not outlive this turn.
    setTimeout(() => {
      moveFromPage = false;
    }, 0);
  };
  const layer = createMarkerLayer(map, {
    single: source.single ?? false,
    labels: {
      viewDetails: t("map.viewDetails"),
      close: t("map.closeInfo"),
      place: (m) => `${m.city}, ${m.state}`,
      approximate: t("map.approximate"),
      tier: (m) => {
        const group = markerGroup(m.tier);
        return group === "basic" ? null : t(MARKER_LEGEND_KEYS[group]);
      },
      cluster: (count) => t.plural("map.clusterLabel", count),
      sameSpot: (count) => t.plural("map.sameSpot", count),
    },
    onSelect: (m) => events.onSelect(m),
    onViewDetails: (m) => events.onViewDetails(m),
    onInfoClose: () => {
      pausedUntil = Date.now() + INFO_WINDOW_PAUSE_MS;
    },
  });
  const showMarkers = (next: readonly MapMarker[], fit = false) => {
    markers = next;
    // A map that is about to fit its new markers draws them once, at the fitted view: drawing
    // first would build every pin and cluster twice (the page's starting zoom, then the fitted one).
    const bounds = fit ? boundsOf(next) : null;
    layer.setMarkers(next, { draw: !bounds });
    if (bounds) {
      // Fitted clear of the zoom buttons, scale, zoom level and credit (issue 30, item 18).
      moveByPage(() => map.fitBounds(bounds, { ...markerFitPadding(map), maxZoom: 12, animate: false }));
      layer.render(); // Nothing left to do when the move drew them; draws them when the view stayed put.
    }
    events.onMarkersChange(next);
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  const loadViewport = async () => {
    if (viewportQuery === null) return;
    const wait = pausedUntil - Date.now();
    if (wait > 0) {
      timer = setTimeout(loadViewport, wait);
      return;
    }
    const b = map.getBounds();
    const q = new URLSearchParams(viewportQuery);
    q.set("north", clampLat(b.getNorth()).toFixed(5));
    q.set("south", clampLat(b.getSouth()).toFixed(5));
    q.set("east", clampLng(b.getEast()).toFixed(5));
    q.set("west", clampLng(b.getWest()).toFixed(5));
    q.set("zoom", String(map.getZoom()));
    q.set("view", "markers");
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      const incoming = await fetchMarkers(`/api/listings/viewport?${q}`, controller.signal);
      const view = map.getBounds();
      const merged = mergeMarkers(markers, incoming, (m) => view.contains([m.latitude, m.longitude]));
      if (merged.added > 0) showMarkers(merged.markers);
    } catch (error) {
      // A failed viewport load leaves the map and the list as they were.
      if (!controller.signal.aborted) console.warn("Map: could not load the providers of this area.", error);
    }
  };
  map.on("moveend", () => {
    if (moveFromPage) return;
    clearTimeout(timer);
    timer = setTimeout(loadViewport, VIEWPORT_DEBOUNCE_MS);
  });

  let firstMarkers: AbortController | null = null;
  const showSource: MapController["showSource"] = ({ markers: given, markersQuery, fit }) => {
    firstMarkers?.abort();
    firstMarkers = null;
    if (given) {
      showMarkers(given);
      events.onStatus("ready");
      return;
    }
    if (markersQuery === null) return;
    const controller = new AbortController();
    firstMarkers = controller;
    events.onStatus("loading");
    (takePrefetchedMarkers(markersQuery) ?? fetchMarkers(markersUrl(markersQuery), controller.signal))
      .then((loaded) => {
        if (controller.signal.aborted) return;
        showMarkers(loaded, fit);
        events.onStatus("ready");
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Map: could not load the providers.", error);
        events.onStatus("failed");
      });
  };

  container.dataset.mapReady = "true";
  return {
    setViewportQuery: (query) => {
      viewportQuery = query;
    },
    setView: ({ lat, lng, zoom }: MapView) => {
      const centre = map.getCenter();
      if (map.getZoom() === zoom && Math.abs(centre.lat - lat) < 1e-6 && Math.abs(centre.lng - lng) < 1e-6) return;
      moveByPage(() => map.setView([lat, lng], zoom, { animate: false }));
    },
    showSource,
    remove: () => {
      clearTimeout(timer);
      inFlight?.abort();
      firstMarkers?.abort();
      map.remove();
    },
  };
}
