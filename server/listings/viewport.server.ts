/** Listings inside a map viewport (GET /api/listings/viewport and the map), capped at 500. */
import type { z } from "zod";
import type { Sql } from "@db/client.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { METERS_PER_MILE, greatCircleMiles } from "@domain/distance.ts";
import { filterQuery } from "./filters.server.ts";
import { MAX_MARKER_LATITUDE, VIEWPORT_CAP } from "../../domain/listing-limits.ts";
import { toListingApi } from "./listing-mapper.ts";
import { loadListingRows } from "./listing-rows.server.ts";
import type { ListingApi } from "../../domain/listing-schema.ts";
import { idsByRelevance } from "./ordered-ids.server.ts";
import { numberParam, paramsObject, paramsParser, requiredNumberParam } from "../../domain/query-params.ts";
import { searchFilterParamDefs, searchParamsWithDefaults, stateParam } from "../../domain/search-params.ts";
import { searchFilters } from "../../domain/search-filters.ts";
import { earthPoint, listingPoint, type Fragment, type SearchCondition } from "./sql-fragments.server.ts";

export const viewportParamDefs = {
  north: requiredNumberParam("north", {
    min: -90,
    max: 90,
    example: "33.5",
    description: "Northern edge (latitude). Must be at least south.",
  }),
  south: requiredNumberParam("south", { min: -90, max: 90, example: "29.5", description: "Southern edge (latitude)." }),
  east: requiredNumberParam("east", {
    min: -540,
    max: 540,
    example: "-94",
    description:
      "Eastern edge (longitude). Values past ±180 (a map scrolled around the world) are wrapped; east < west means the viewport crosses the antimeridian.",
  }),
  west: requiredNumberParam("west", { min: -540, max: 540, example: "-100", description: "Western edge (longitude)." }),
  zoom: numberParam("zoom", {
    min: 0,
    max: 24,
    example: "7",
    description: "Map zoom, echoed back; it does not change the result.",
  }),
  state: stateParam("state", "Only listings of this state (code, name or slug)."),
  // The page's filters apply on the map too, so panning never shows providers the list would not.
  ...searchFilterParamDefs,
};

const viewportSchema = paramsObject(viewportParamDefs)
  .superRefine((v, ctx) => {
    if (v.north < v.south)
      ctx.addIssue({ code: "custom", path: ["north"], message: "north must be greater than or equal to south." });
  })
  // The listing filters as search parameters, so the search's own conditions apply to them.
  .transform(({ north, south, east, west, zoom, state, ...filters }) => ({
    north,
    south,
    east,
    west,
    zoom,
    filters: { state, ...searchFilters(filters) },
  }));

export type ViewportParams = z.output<typeof viewportSchema>;

export const parseViewportParams = paramsParser(viewportParamDefs, viewportSchema);

export interface ViewportResult {
  listings: ListingApi[];
  total: number;
  cap: number;
  /** More listings are inside the bounds than the cap: zoom in to see them all. */
  truncated: boolean;
  /** The bounds applied: latitudes clamped to ±85, longitudes wrapped into -180..180. */
  bounds: { north: number; south: number; east: number; west: number };
  zoom: number | null;
}

const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** Longitude range after wrapping; null means every longitude. */
function longitudeRange(west: number, east: number): { west: number; east: number } | null {
  if (east - west >= 360) return null;
  const w = wrap(west);
  const e = east === 180 || east === 540 ? 180 : wrap(east);
  return { west: w, east: e };
}

function boundsConditions(sql: Sql, v: ViewportParams) {
  // Markers are only drawn within ±85° (spec section 5).
  const north = Math.min(v.north, MAX_MARKER_LATITUDE);
  const south = Math.max(v.south, -MAX_MARKER_LATITUDE);
  const lng = longitudeRange(v.west, v.east);
  const where: SearchCondition[] = [];
  const push = (test: Fragment, column: string) => where.push({ test, stage: "row", columns: [column] });
  push(sql`l.latitude between ${south}::float8 and ${north}::float8`, "latitude");
  if (lng && lng.west <= lng.east)
    push(sql`l.longitude between ${lng.west}::float8 and ${lng.east}::float8`, "longitude");
  if (lng && lng.west > lng.east)
    push(sql`(l.longitude >= ${lng.west}::float8 or l.longitude <= ${lng.east}::float8)`, "longitude");
  // A small viewport also gets a circle around its centre, so the GiST index finds its listings.
  if (lng && lng.west <= lng.east && north > south) {
    const centre = { lat: (north + south) / 2, lng: (lng.west + lng.east) / 2 };
    const radiusMiles = Math.max(
      greatCircleMiles(centre, { lat: north, lng: lng.west }),
      greatCircleMiles(centre, { lat: south, lng: lng.west }),
    );
    if (radiusMiles < 1500) {
      push(
        sql`earth_box(${earthPoint(sql, centre)}, ${radiusMiles * METERS_PER_MILE * 1.01}::float8) @> ${listingPoint(sql)}`,
        "earth_point",
      );
    }
  }
  const bounds = { north, south, east: lng?.east ?? 180, west: lng?.west ?? -180 };
  return { where, bounds };
}

export async function listingsInViewport(
  { database }: UseCaseContext<"database">,
  v: ViewportParams,
): Promise<ViewportResult> {
  const { sql } = database;
  const { where, bounds } = boundsConditions(sql, v);
  const filters = searchParamsWithDefaults(v.filters);
  const query = await filterQuery(sql, filters);
  const ids = await idsByRelevance(sql, {
    ...query,
    conditions: [...query.conditions, ...where],
    limit: VIEWPORT_CAP + 1,
    offset: 0,
  });
  const rows = await loadListingRows(sql, ids.slice(0, VIEWPORT_CAP));
  return {
    listings: rows.map(toListingApi),
    total: rows.length,
    cap: VIEWPORT_CAP,
    truncated: ids.length > VIEWPORT_CAP,
    bounds,
    zoom: v.zoom ?? null,
  };
}
