/** Distance rules shared by the search (server) and the listing cards (browser), spec sections 4 and 9. */
import type { LocationPrecision } from "./listing-schema.ts";

const FEET_PER_MILE = 5280;
export const METERS_PER_MILE = 1609.344;
/** A card shows the Nearby Provider badge under this distance. */
const NEARBY_MILES = 100;
/** Near me searches start with this radius. */
export const NEAR_ME_DEFAULT_MILES = 35;
/** The distance slider's "all" position; the API also treats 999 (and 0) as "everywhere". */
export const DISTANCE_SLIDER_MAX = 150;
export const DISTANCE_EVERYWHERE = 999;

const EARTH_RADIUS_MILES = 3958.7613;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in miles (haversine); agrees with PostgreSQL's earth_distance to a few feet. */
export function greatCircleMiles(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The radius a distance filter really applies (spec section 4): only between 1 and 998 miles;
 * 0 means "any" and 999 (the slider's 150 position sends 999) means "everywhere".
 */
export function effectiveRadiusMiles(distance: number | null | undefined): number | null {
  if (distance == null || !Number.isFinite(distance)) return null;
  return distance >= 1 && distance <= 998 ? distance : null;
}

/** Spec section 9: the Nearby Provider badge shows under 100 miles. */
export function isNearby(miles: number | null | undefined): boolean {
  return miles != null && Number.isFinite(miles) && miles >= 0 && miles < NEARBY_MILES;
}

export interface DistanceDisplay {
  value: number;
  /** 'ft' under one mile (the card says "ft away"), else 'mi' ("mi away"). */
  unit: "mi" | "ft";
  /** Measured to the zip code's centre, not the door: whole miles, "about 4 mi". */
  approximate: boolean;
}

/**
 * Under one mile in whole feet, otherwise miles with one decimal. A listing placed at its zip
 * code's centre (location precision 'zip') is only known to a few miles: whole miles, at least
 * one, marked approximate, never feet.
 */
export function distanceDisplay(miles: number, precision: LocationPrecision | null = null): DistanceDisplay {
  const m = Math.max(0, miles);
  if (precision === "zip") return { value: Math.max(1, Math.round(m)), unit: "mi", approximate: true };
  if (m < 1) return { value: Math.round(m * FEET_PER_MILE), unit: "ft", approximate: false };
  return { value: Math.round(m * 10) / 10, unit: "mi", approximate: false };
}
