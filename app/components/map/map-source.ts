import { LISTING_MAP_ZOOM, isDrawable, pointMapView, type MapView } from "@domain/map.ts";
import type { MarkerApi } from "@domain/map-markers.ts";

export type MapMarker = MarkerApi;

/** What a page's map shows; loaders build it (map-source.server.ts), the map reads it. */
export interface MapSource {
  /** Query for GET /api/listings?view=markers: the page's search as the map's first markers. */
  markersQuery: string | null;
  /** Markers given with the page (the one-listing map), instead of markersQuery. */
  markers: MapMarker[] | null;
  /** Filters for GET /api/listings/viewport after the visitor pans or zooms; null: no viewport loading. */
  viewportQuery: string | null;
  /** Where the map starts. */
  view: MapView;
  /** Fit the view to the first markers (a search across places); otherwise keep `view`. */
  fit: boolean;
  /** Markers get no info-window button (the one-listing map on that listing's page). */
  single?: boolean;
}

export interface MapTiles {
  url: string;
  attribution: string | null;
}

/** The listing page's small map: the one provider, built from the page's own data. */
export function listingMapSource(listing: Omit<MapMarker, "latitude" | "longitude"> & {
  latitude: number | null;
  longitude: number | null;
}): MapSource | null {
  const { latitude, longitude } = listing;
  if (latitude === null || longitude === null || !isDrawable(latitude, longitude)) return null;
  const marker: MapMarker = {
    id: listing.id,
    name: listing.name,
    city: listing.city,
    state: listing.state,
    tier: listing.tier,
    latitude,
    longitude,
    url: listing.url,
    locationPrecision: listing.locationPrecision,
  };
  return {
    markersQuery: null,
    markers: [marker],
    viewportQuery: null,
    view: pointMapView(latitude, longitude, LISTING_MAP_ZOOM),
    fit: false,
    single: true,
  };
}

export const markersUrl = (query: string) => `/api/listings?${query}${query ? "&" : ""}view=markers`;

export async function fetchMarkers(url: string, signal?: AbortSignal): Promise<MapMarker[]> {
  const res = await fetch(url, { signal, headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = (await res.json()) as { listings: MapMarker[] };
  return body.listings;
}

/** A prefetch older than this is not used: the map asks again rather than show stale markers. */
const PREFETCH_FRESH_MS = 30_000;
const prefetched = new Map<string, { promise: Promise<MapMarker[]>; at: number }>();

/** Starts loading a page's markers while the map's code is still downloading. */
export function prefetchMarkers(query: string): void {
  const existing = prefetched.get(query);
  if (existing && Date.now() - existing.at < PREFETCH_FRESH_MS) return;
  const promise = fetchMarkers(markersUrl(query));
  promise.catch(() => {}); // the map reports a failure when it takes the promise
  prefetched.set(query, { promise, at: Date.now() });
}

/** The fresh prefetched markers of this query, once; null when there are none. */
export function takePrefetchedMarkers(query: string): Promise<MapMarker[]> | null {
  const entry = prefetched.get(query);
  prefetched.delete(query);
  return entry && Date.now() - entry.at < PREFETCH_FRESH_MS ? entry.promise : null;
}
