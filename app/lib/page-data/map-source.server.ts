/** Builds the map of each discovery page from the search the page runs. */
import { CITY_MAP_ZOOM, DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, pointMapView, stateMapView } from "@domain/map.ts";
import { toSearchQuery, toViewportFilterQuery, type ListingSearchParams } from "@domain/search-params.ts";
import type { MapSource } from "~/components/map/map-source.ts";

/** Page-only settings that do not change which providers match. */
const withoutPaging = (p: ListingSearchParams): ListingSearchParams => ({
  ...p,
  sort: undefined,
  page: 1,
  pageSize: undefined,
});

/** Home and the search pages: the unfiltered map set, or the page's search fitted to its markers. */
export function searchMapSource(p: ListingSearchParams, filtered: boolean): MapSource {
  if (!filtered) {
    return {
      markersQuery: toSearchQuery({ homepageMap: true }).toString(),
      markers: null,
      viewportQuery: "",
      view: { ...DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM },
      fit: false,
    };
  }
  const view = p.location
    ? pointMapView(p.location.lat, p.location.lng, 9)
    : p.state
      ? stateMapView(p.state)
      : { ...DEFAULT_MAP_CENTER, zoom: DEFAULT_MAP_ZOOM };
  return {
    markersQuery: toSearchQuery(withoutPaging(p)).toString(),
    markers: null,
    viewportQuery: toViewportFilterQuery(p).toString(),
    view,
    fit: true,
  };
}

/** State pages: centred on the state at its default zoom (spec 3); panning loads only that state's providers. */
export function stateMapSource(p: ListingSearchParams, stateCode: string): MapSource {
  const search = { ...withoutPaging(p), state: stateCode, statePage: true };
  return {
    markersQuery: toSearchQuery(search).toString(),
    markers: null,
    viewportQuery: toViewportFilterQuery(search).toString(),
    view: stateMapView(stateCode),
    fit: false,
  };
}

/**
 * City pages: the city's search, centred on the city; like the state page's, its markers and the
 * ones panning loads are the page's state's only (spec 7).
 */
export function cityMapSource(
  search: ListingSearchParams,
  centre: { lat: number; lng: number } | null,
  stateCode: string,
): MapSource {
  const inState = { ...withoutPaging(search), state: stateCode };
  return {
    markersQuery: toSearchQuery(inState).toString(),
    markers: null,
    viewportQuery: toViewportFilterQuery({ ...search, state: stateCode }).toString(),
    view: centre ? pointMapView(centre.lat, centre.lng, CITY_MAP_ZOOM) : stateMapView(stateCode),
    fit: false,
  };
}
