/**
 * The listing form's small map (loaded lazily, with Leaflet): one pin the owner drags, places
 * with a click, or moves with the arrow keys once it has focus. Every move is reported rounded
 * to six decimals; a new target from outside (typed coordinates, a zip code) moves the pin.
 */
import L from "leaflet";
import { useEffect, useRef } from "react";
import type { MapView } from "@domain/map.ts";
import { roundCoordinate, type LatLng } from "@domain/listing-position.ts";
import { createBaseMap } from "~/components/map/base-map.ts";
import type { MapTiles } from "~/components/map/map-source.ts";
import { useT } from "~/i18n/index.tsx";

export interface PinMapProps {
  tiles: MapTiles;
  /** Where the pin stands; the view moves there (at this zoom) when it changes from outside. */
  target: MapView;
  /** The map's accessible name, the id of its help text and the pin's accessible name. */
  label: string;
  describedBy: string;
  pinLabel: string;
  onMove: (position: LatLng) => void;
}

const PIN_SIZE: L.PointTuple = [26, 36];
/** An arrow key moves the pin this many screen pixels, with Shift five times as far. */
const KEY_STEP_PX = 10;
const KEY_STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const samePoint = (a: LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < 1e-6 && Math.abs(a.lng - b.lng) < 1e-6;

export default function PinMap({ tiles, target, label, describedBy, pinLabel, onMove }: PinMapProps) {
  const t = useT();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: L.Map; pin: L.Marker } | null>(null);
  // The map lives outside React: its handlers read the latest callback through this ref.
  const latest = useRef(onMove);
  useEffect(() => {
    latest.current = onMove;
  });

  // Create the map and its pin once; they are removed with the component.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = createBaseMap(container, target, tiles, t);
    const icon = L.divIcon({
      className: "map-pin map-pin--own",
      html: '<span class="map-pin-dot"></span>',
      iconSize: PIN_SIZE,
      iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
    });
    const pin = L.marker([target.lat, target.lng], { icon, draggable: true, keyboard: true, autoPan: true }).addTo(map);
    const pinElement = pin.getElement();
    pinElement?.setAttribute("aria-label", pinLabel);

    const report = (at: L.LatLng) => {
      const wrapped = map.wrapLatLng(at);
      const position = { lat: roundCoordinate(wrapped.lat), lng: roundCoordinate(wrapped.lng) };
      pin.setLatLng([position.lat, position.lng]);
      latest.current(position);
    };
    pin.on("dragend", () => report(pin.getLatLng()));
    map.on("click", (e: L.LeafletMouseEvent) => report(e.latlng));
    pinElement?.addEventListener("keydown", (e) => {
      const step = KEY_STEPS[e.key];
      if (!step) return;
      // The arrows move the pin, not the page or the map behind it.
      e.preventDefault();
      e.stopPropagation();
      const px = KEY_STEP_PX * (e.shiftKey ? 5 : 1);
      // Projected points, not container ones: those are rounded to whole pixels and would drift sideways.
      const zoom = map.getZoom();
      const next = map.unproject(map.project(pin.getLatLng(), zoom).add([step[0] * px, step[1] * px]), zoom);
      map.panInside(next, { padding: [40, 40], animate: false });
      report(next);
    });
    mapRef.current = { map, pin };
    container.dataset.mapReady = "true";
    return () => {
      mapRef.current = null;
      map.remove();
    };
    // The map is created once; labels follow the language through the parent's key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A target the pin is not already on (typed coordinates, the zip code's place) moves pin and view.
  const { lat, lng, zoom } = target;
  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    const at = current.pin.getLatLng();
    if (samePoint({ lat: at.lat, lng: at.lng }, { lat, lng })) return;
    current.pin.setLatLng([lat, lng]);
    current.map.setView([lat, lng], zoom, { animate: false });
  }, [lat, lng, zoom]);

  return (
    <div
      ref={containerRef}
      className="map-canvas absolute inset-0"
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      data-pin-map
    />
  );
}
