/**
 * A listing's map position as its owner sets it (issue 11): where the United States is, how
 * precise a stored coordinate is, and where the listing form's pin starts.
 */
import { CITY_MAP_ZOOM, stateMapView, toCoordinate, type MapView } from "./map.ts";

/** Six decimals are about 11 cm: finer than any entrance, coarser than float noise. */
const COORDINATE_DECIMALS = 6;

/** The pin's zoom once it stands on a typed position, and on a zip code's centre. */
export const PIN_POINT_ZOOM = 16;
export const PIN_ZIP_ZOOM = 13;

interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * The 50 states and DC as a few boxes with a little margin (every zip code of the places
 * table lies inside): the contiguous states, Alaska (its Aleutians cross the 180th meridian)
 * and Hawaii. A pin in Mexico or Canada near the border passes; a sign left off (a longitude
 * of +97) or swapped coordinates do not.
 */
const US_BOXES: readonly Box[] = [
  { south: 24.3, north: 49.5, west: -125, east: -66.8 },
  { south: 51, north: 71.6, west: -180, east: -129.9 },
  { south: 51, north: 53.1, west: 172, east: 180 },
  { south: 18.8, north: 28.5, west: -178.5, east: -154.7 },
];

export function isInUnitedStates(lat: number, lng: number): boolean {
  return US_BOXES.some((b) => lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east);
}

export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** A coordinate as the form shows it: at most six decimals, no trailing zeros ("30.2672"). */
export function formatCoordinate(value: number): string {
  return roundCoordinate(value)
    .toFixed(COORDINATE_DECIMALS)
    .replace(/\.?0+$/, "");
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** The position typed in the form's two boxes, when both are numbers inside the United States. */
export function typedPosition(latitude: string, longitude: string): LatLng | null {
  const lat = toCoordinate(latitude);
  const lng = toCoordinate(longitude);
  return lat !== null && lng !== null && isInUnitedStates(lat, lng) ? { lat, lng } : null;
}

/** What the form knows when the pin is placed. */
export interface PinContext {
  typed: LatLng | null;
  /**
   * Whether the typed position is the one the server keeps: false when it is still the stored
   * one and the zip code was changed, since saving then places the listing by the new zip.
   */
  typedKept: boolean;
  /** The zip code's or city's place (from the places table), when known. */
  place: (LatLng & { zip: boolean }) | null;
  state: string;
}

export interface PinStart {
  view: MapView;
  /** Where the pin comes from: typed coordinates, the zip or city, or only the state or the country. */
  source: "typed" | "place" | "area";
}

/** Where the pin stands: typed coordinates, else the zip code's or city's place, else the state's or country's centre. */
export function pinStart({ typed, typedKept, place, state }: PinContext): PinStart {
  if (typed && typedKept) return { view: { ...typed, zoom: PIN_POINT_ZOOM }, source: "typed" };
  if (place) return { view: { lat: place.lat, lng: place.lng, zoom: place.zip ? PIN_ZIP_ZOOM : CITY_MAP_ZOOM }, source: "place" };
  // An unknown or missing state gives the country's centre.
  return { view: stateMapView(state), source: "area" };
}

/** A listing's position as the edit form sends it, or as it is stored. */
export interface SentPosition {
  zipCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Whether saving places the listing by its zip code although coordinates were sent: the edit
 * form sends the stored coordinates back, so a new zip with the coordinates left as they were
 * moves the pin to the new zip (typed new coordinates still win).
 */
export function zipReplacesPosition(sent: SentPosition, stored: SentPosition): boolean {
  return sent.zipCode !== stored.zipCode && sent.latitude === stored.latitude && sent.longitude === stored.longitude;
}
