/**
 * Latitude/longitude cells as keys of the filters' GIN index (migration 0049), so that one index
 * scan intersects a radius search's area with its filters: each listing has its cell at three
 * sizes, and a radius is covered by the cells of the finest size that needs at most
 * MAX_COVERING_CELLS of them. The SQL function listing_geo_cells writes the same keys (its
 * arithmetic is this file's, in the same double precision).
 */
import type { LatLng } from "./distance.ts";

/** Cell sizes, finest first: 0.1°, 0.4° and 1.6° of latitude and of longitude. */
export const GEO_CELL_LEVELS = [
  { name: "g0", perDegree: 10 },
  { name: "g1", perDegree: 2.5 },
  { name: "g2", perDegree: 0.625 },
] as const;

/** More cells than this make a scan decode too many short lists: the next size up is used. */
export const MAX_COVERING_CELLS = 24;

const cell = (degrees: number, perDegree: number) => Math.floor(degrees * perDegree);

/**
 * A point's keys, as listing_geo_cells(latitude, longitude) gives them.
 * @internal Not used in production (the SQL function computes a listing's keys): the tests check
 * the covering cells and the function against it.
 */
export function geoCellKeys(point: LatLng): string[] {
  return GEO_CELL_LEVELS.map((l) => `${l.name}:${cell(point.lat, l.perDegree)}:${cell(point.lng, l.perDegree)}`);
}

export interface CellCover {
  keys: string[];
  /** The circle's share of the cells' area: about the share of their listings the radius holds. */
  circleShare: number;
}

/** Added to the circle's extent, so that rounding never leaves a point of its edge uncovered. */
const EDGE_MARGIN = 1.01;
const RAD = Math.PI / 180;

/**
 * The cells that cover every point within `meters` (great-circle, on a sphere of
 * `earthRadiusMeters`) of the origin, or null when the circle reaches a pole or the 180th
 * meridian, or needs too many cells even at the largest size.
 */
export function cellsCoveringRadius(origin: LatLng, meters: number, earthRadiusMeters: number): CellCover | null {
  const angle = (meters / earthRadiusMeters) * EDGE_MARGIN;
  if (!(angle > 0)) return null;
  const latSpan = angle / RAD;
  const south = origin.lat - latSpan;
  const north = origin.lat + latSpan;
  if (south <= -90 || north >= 90) return null;
  // The widest longitude a spherical cap reaches: sin Δλ = sin θ / cos φ.
  const sinWidth = Math.sin(angle) / Math.cos(origin.lat * RAD);
  if (!(sinWidth < 1)) return null;
  const lngSpan = Math.asin(sinWidth) / RAD;
  const west = origin.lng - lngSpan;
  const east = origin.lng + lngSpan;
  if (west <= -180 || east >= 180) return null;
  for (const level of GEO_CELL_LEVELS) {
    const rows = [cell(south, level.perDegree), cell(north, level.perDegree)] as const;
    const cols = [cell(west, level.perDegree), cell(east, level.perDegree)] as const;
    const count = (rows[1] - rows[0] + 1) * (cols[1] - cols[0] + 1);
    if (count > MAX_COVERING_CELLS) continue;
    const keys: string[] = [];
    for (let i = rows[0]; i <= rows[1]; i++)
      for (let j = cols[0]; j <= cols[1]; j++) keys.push(`${level.name}:${i}:${j}`);
    // Areas in square degrees of longitude at the origin's latitude (good enough for a share).
    const side = 1 / level.perDegree;
    const cellsArea = count * side * side;
    const circleArea = Math.PI * latSpan * latSpan;
    return { keys, circleShare: Math.min(1, circleArea / cellsArea / Math.cos(origin.lat * RAD)) };
  }
  return null;
}
