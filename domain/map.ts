/**
 * Map rules shared by the server and the map (spec sections 2, 3, 4, 5 and 9): where a map
 * starts, which coordinates may be drawn, marker colours by tier, clustering and timing.
 */
import { DEFAULT_MAP_CENTER, findState } from "./states.ts";

export { DEFAULT_MAP_CENTER };

/** Zoom of the whole-country map (home, search pages without a place). */
export const DEFAULT_MAP_ZOOM = 4;
/** Zoom of a city page's map and of the one-listing map. */
export const CITY_MAP_ZOOM = 11;
export const LISTING_MAP_ZOOM = 13;
export const MIN_MAP_ZOOM = 3;
export const MAX_MAP_ZOOM = 18;

/** Markers are drawn only within these magnitudes (spec section 5). */
export const MAX_MARKER_LATITUDE = 85;
const MAX_MARKER_LONGITUDE = 180;
/** At most this many markers on a map (spec section 9). */
export const MARKER_CAP = 500;

/** Clustering defaults (spec section 2): grid size 60 px, clusters of at least 2. */
export const CLUSTER_GRID_SIZE = 60;
export const CLUSTER_MIN_SIZE = 2;

/** Timings (spec sections 4 and 9). */
export const VIEWPORT_DEBOUNCE_MS = 800;
export const INFO_WINDOW_PAUSE_MS = 1000;

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

/** A coordinate given as a number or a numeric string (spec 3: strings are converted); null otherwise. */
export function toCoordinate(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/** Whether a listing at these coordinates can be drawn (|lat| <= 85, |lng| <= 180). */
export function isDrawable(lat: unknown, lng: unknown): boolean {
  const la = toCoordinate(lat);
  const ln = toCoordinate(lng);
  return la !== null && ln !== null && Math.abs(la) <= MAX_MARKER_LATITUDE && Math.abs(ln) <= MAX_MARKER_LONGITUDE;
}

/**
 * The starting view of a state's map: its centre and default zoom (spec 3). An unknown state,
 * or none, gives the default centre at the country zoom.
 */
export function stateMapView(state: string | null | undefined): MapView {
  const found = findState(state);
  if (!found) return { ...DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM };
  const lat = toCoordinate(found.lat);
  const lng = toCoordinate(found.lng);
  if (lat === null || lng === null) return { ...DEFAULT_MAP_CENTER, zoom: found.zoom };
  return { lat, lng, zoom: found.zoom };
}

/** A view centred on a point, or the default centre when the point is missing. */
export function pointMapView(lat: unknown, lng: unknown, zoom: number): MapView {
  const la = toCoordinate(lat);
  const ln = toCoordinate(lng);
  if (la === null || ln === null || !isDrawable(la, ln)) return { ...DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM };
  return { lat: la, lng: ln, zoom };
}

/** Marker colour groups (spec 9): featured red, premium-state purple, premium-city blue, premium and premium-local green, basic orange. */
export const MARKER_GROUPS = ["featured", "premium-state", "premium-city", "premium", "basic"] as const;
export type MarkerGroup = (typeof MARKER_GROUPS)[number];

/**
 * A shape in each paid tier's pin and legend swatch, so the tier never rests on colour alone
 * (WCAG 1.4.1: featured red and basic orange differ by a luminance ratio of 1.01). Basic keeps
 * the plain ring.
 */
export const MARKER_GLYPHS: Record<MarkerGroup, string> = {
  featured: "★",
  "premium-state": "◆",
  "premium-city": "▲",
  premium: "■",
  basic: "",
};

export function markerGroup(tier: string | null | undefined): MarkerGroup {
  switch (tier) {
    case "featured":
    case "premium-state":
    case "premium-city":
    case "premium":
      return tier;
    case "premium-local":
      return "premium";
    default:
      return "basic";
  }
}

export interface PlacedMarker {
  id: number;
  latitude: number;
  longitude: number;
}

/**
 * Adds the markers a viewport brought to those already on the map, keeping at most `cap`.
 * Over the cap, markers inside the current view are kept first (the new ones, then the old),
 * and the rest fill what is left, so panning never drops what the visitor is looking at.
 */
export function mergeMarkers<M extends PlacedMarker>(
  existing: readonly M[],
  incoming: readonly M[],
  inView: (m: M) => boolean,
  cap = MARKER_CAP,
): { markers: M[]; added: number } {
  const known = new Set(existing.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id) && isDrawable(m.latitude, m.longitude));
  if (fresh.length === 0) return { markers: [...existing], added: 0 };
  const all = [...existing, ...fresh];
  if (all.length <= cap) return { markers: all, added: fresh.length };
  const visible = [...fresh.filter(inView), ...existing.filter(inView)];
  const rest = [...existing.filter((m) => !inView(m)), ...fresh.filter((m) => !inView(m))];
  const kept = [...visible, ...rest].slice(0, cap);
  const keptIds = new Set(kept.map((m) => m.id));
  return { markers: kept, added: fresh.filter((m) => keptIds.has(m.id)).length };
}
