/**
 * The interactive map (loaded lazily, with Leaflet): tiles from MAP_TILE_URL, the page's
 * markers, clustering and info windows (marker-layer.ts), and viewport loading — after the
 * visitor pans or zooms, debounced 800 ms, the providers inside the view are fetched and
 * added (spec sections 2, 4 and 9). Moves the page makes itself (fitting the first markers,
 * a new state) do not load.
 */
import type L from "leaflet";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { INFO_WINDOW_PAUSE_MS, VIEWPORT_DEBOUNCE_MS, mergeMarkers } from "@domain/map.ts";
import { useT } from "~/i18n/index.tsx";
import { useSelectedListing } from "~/components/listings/selected-listing.tsx";
import { createBaseMap } from "./base-map.ts";
import {
  fetchMarkers,
  markersUrl,
  takePrefetchedMarkers,
  type MapMarker,
  type MapSource,
  type MapTiles,
} from "./map-source.ts";
import { createMarkerLayer, type MarkerLayer } from "./marker-layer.ts";

export interface LeafletMapProps {
  source: MapSource;
  tiles: MapTiles;
  /** Accessible name of the map itself (the region around it has the page's label). */
  label: string;
  description: string;
  onMarkersChange: (markers: readonly MapMarker[]) => void;
}

type Status = "loading" | "ready" | "failed";

const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
const clampLng = (v: number) => Math.max(-540, Math.min(540, v));

export default function LeafletMap({ source, tiles, label, description, onMarkersChange }: LeafletMapProps) {
  const t = useT();
  const helpId = useId();
  const navigate = useNavigate();
  const { select } = useSelectedListing();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; layer: MarkerLayer; moveByPage: (move: () => void) => void } | null>(null);
  const markersRef = useRef<readonly MapMarker[]>([]);
  const [loaded, setLoaded] = useState<{ query: string | null; status: Status }>({ query: null, status: "loading" });
  // The map lives outside React: handlers read the latest props through this ref.
  const latest = useRef({ source, navigate, select, onMarkersChange });
  useEffect(() => {
    latest.current = { source, navigate, select, onMarkersChange };
  });

  const showMarkers = (markers: readonly MapMarker[]) => {
    markersRef.current = markers;
    mapRef.current?.layer.setMarkers(markers);
    latest.current.onMarkersChange(markers);
  };

  // Create the map once; it is removed with the component.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createBaseMap(container, latest.current.source.view, tiles, t);

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
      single: latest.current.source.single ?? false,
      labels: {
        viewDetails: t("map.viewDetails"),
        close: t("map.closeInfo"),
        place: (m) => `${m.city}, ${m.state}`,
        cluster: (count) => t.plural("map.clusterLabel", count),
        sameSpot: (count) => t.plural("map.sameSpot", count),
      },
      onSelect: (m) => latest.current.select(m.id),
      onViewDetails: (m) => latest.current.navigate(m.url || `/listing/${m.id}`),
      onInfoClose: () => {
        pausedUntil = Date.now() + INFO_WINDOW_PAUSE_MS;
      },
    });
    mapRef.current = { map, layer, moveByPage };
    layer.setMarkers(markersRef.current);

    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | null = null;
    const loadViewport = async () => {
      const filters = latest.current.source.viewportQuery;
      if (filters === null) return;
      const wait = pausedUntil - Date.now();
      if (wait > 0) {
        timer = setTimeout(loadViewport, wait);
        return;
      }
      const b = map.getBounds();
      const q = new URLSearchParams(filters);
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
        const { markers, added } = mergeMarkers(markersRef.current, incoming, (m) =>
          view.contains([m.latitude, m.longitude]),
        );
        if (added > 0) showMarkers(markers);
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
    container.dataset.mapReady = "true";
    return () => {
      clearTimeout(timer);
      inFlight?.abort();
      mapRef.current = null;
      map.remove();
    };
    // The map is created once; labels follow the language through the parent's key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new starting view (another state, a new place searched) moves the map.
  const { lat, lng, zoom } = source.view;
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const centre = current.map.getCenter();
    if (current.map.getZoom() === zoom && Math.abs(centre.lat - lat) < 1e-6 && Math.abs(centre.lng - lng) < 1e-6) return;
    current.moveByPage(() => current.map.setView([lat, lng], zoom, { animate: false }));
  }, [lat, lng, zoom]);

  // The first markers: given with the page, or the page's search asked of the API.
  const { markersQuery, markers: given, fit } = source;
  useEffect(() => {
    if (given) {
      showMarkers(given);
      return;
    }
    if (markersQuery === null) return;
    const controller = new AbortController();
    (takePrefetchedMarkers(markersQuery) ?? fetchMarkers(markersUrl(markersQuery), controller.signal))
      .then((markers) => {
        if (controller.signal.aborted) return;
        showMarkers(markers);
        setLoaded({ query: markersQuery, status: "ready" });
        const current = mapRef.current;
        const bounds = current?.layer.bounds();
        if (fit && current && bounds) {
          current.moveByPage(() => current.map.fitBounds(bounds, { padding: [32, 32], maxZoom: 12, animate: false }));
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Map: could not load the providers.", error);
        setLoaded({ query: markersQuery, status: "failed" });
      });
    return () => controller.abort();
  }, [markersQuery, given, fit]);

  const status: Status = given ? "ready" : loaded.query === markersQuery ? loaded.status : "loading";
  return (
    <>
      <div
        ref={containerRef}
        className="map-canvas absolute inset-0"
        role="region"
        aria-label={label}
        aria-describedby={helpId}
        data-map-status={status}
      />
      <p id={helpId} className="sr-only">
        {description}
      </p>
      {status === "loading" ? (
        <p className="map-status" aria-hidden="true">
          {t("map.loadingProviders")}
        </p>
      ) : null}
      {status === "failed" ? (
        <p className="map-status" role="alert">
          {t("map.loadFailed")}
        </p>
      ) : null}
    </>
  );
}
