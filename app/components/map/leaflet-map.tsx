/**
 * The interactive map (loaded lazily, with Leaflet) inside a scripted page: map-controller.ts
 * does the work; this component feeds it the page's props and shows the markers' status.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "~/i18n/index.tsx";
import { useSelectedListing } from "~/components/listings/selected-listing.tsx";
import { createMapController, type MapController, type MapStatus } from "./map-controller.ts";
import type { MapMarker, MapSource, MapTiles } from "./map-source.ts";

export interface LeafletMapProps {
  source: MapSource;
  tiles: MapTiles;
  /** Accessible name of the map itself (the region around it has the page's label). */
  label: string;
  description: string;
  onMarkersChange: (markers: readonly MapMarker[]) => void;
}

export default function LeafletMap({ source, tiles, label, description, onMarkersChange }: LeafletMapProps) {
  const t = useT();
  const helpId = useId();
  const navigate = useNavigate();
  const { select } = useSelectedListing();
  const containerRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<MapController | null>(null);
  const [status, setStatus] = useState<MapStatus>(source.markers ? "ready" : "loading");
  // The map lives outside React: its handlers read the latest props through this ref.
  const latest = useRef({ navigate, select, onMarkersChange });
  useEffect(() => {
    latest.current = { navigate, select, onMarkersChange };
  });

  // Create the map once; it is removed with the component.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const controller = createMapController(container, source, tiles, t, {
      onSelect: (m) => latest.current.select(m.id),
      onViewDetails: (m) => latest.current.navigate(m.url || `/listing/${m.id}`),
      onMarkersChange: (markers) => latest.current.onMarkersChange(markers),
      onStatus: setStatus,
    });
    controllerRef.current = controller;
    return () => {
      controllerRef.current = null;
      controller.remove();
    };
    // The map is created once; labels follow the language through the parent's key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { viewportQuery } = source;
  useEffect(() => controllerRef.current?.setViewportQuery(viewportQuery), [viewportQuery]);

  const { lat, lng, zoom } = source.view;
  useEffect(() => controllerRef.current?.setView({ lat, lng, zoom }), [lat, lng, zoom]);

  const { markersQuery, markers: given, fit } = source;
  useEffect(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controller.showSource({ markers: given, markersQuery, fit });
    return () => controller.showSource({ markers: null, markersQuery: null, fit: false });
  }, [markersQuery, given, fit]);

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
