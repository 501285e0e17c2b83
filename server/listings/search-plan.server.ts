/**
 * Decides how a search runs: what the text means (zip, city or name), which cap applies, where
 * distances are measured from and which order the results take.
 */
import { keptUntilDataChanges } from "@db/data-generation.server.ts";
import { RecentMap } from "@domain/recent-map.ts";
import type { UseCaseContext } from "../use-case.ts";
import { METERS_PER_MILE, effectiveRadiusMiles } from "@domain/distance.ts";
import { normalizeSearchText, zipFromQuery } from "@domain/search-query.ts";
import { geocodeCity, geocodeZip } from "./geocode.server.ts";
import { CITY_RADIUS_MILES, FILTERED_CAP, MAP_CAP, TEXT_SEARCH_CAP } from "../../domain/listing-limits.ts";
import type { ListingSearchParams, SearchSort } from "../../domain/search-params.ts";
import { coveredSettings, type CoveredPlace, type ServiceAreaSetting } from "@domain/service-areas.ts";
import { coveredPlace } from "./service-area-search.server.ts";

/**
 * map: the home page's map set; zip, city, name: text searches; state_page: every listing of a
 * state page (no cap); filtered: everything else.
 */
export type SearchMode = "map" | "zip" | "city" | "name" | "filtered" | "state_page";
/** similarity is the default order of a name search. */
export type EffectiveSort = SearchSort | "similarity";

export interface SearchOrigin {
  lat: number;
  lng: number;
  /** The place searched ('Austin, TX'), or null for the visitor's own location. */
  label: string | null;
  /** The searched place's city and state code (null for the visitor's own location). */
  city: string | null;
  state: string | null;
  source: "zip" | "city" | "location";
  /** The point as PostgreSQL's ll_to_earth text (sql-fragments.server.ts earthPoint). */
  earth?: string;
}

export interface SearchNotice {
  code: "unknown_zip";
  message: string;
}

export interface SearchPlan {
  mode: SearchMode;
  /** Results reachable through paging; null means no cap (the state page). */
  cap: number | null;
  origin: SearchOrigin | null;
  radiusMiles: number | null;
  sort: EffectiveSort;
  /** Zip, city and name searches first keep the `cap` best by this rank, then sort those. */
  rank: "distance" | "similarity" | null;
  nameText: string | null;
  /** Set when the search cannot match anything (an unknown zip). */
  notice: SearchNotice | null;
  /**
   * The place whose service areas count (issue 29, ADR 0025): zip, city and filtered searches
   * with a place; null otherwise (name, map and state-page searches).
   */
  covered: { place: CoveredPlace; settings: ServiceAreaSetting[] } | null;
}

export const radiusMeters = (plan: SearchPlan) =>
  plan.radiusMiles === null ? null : plan.radiusMiles * METERS_PER_MILE;

/** The visitor's own location as an origin, when the search gave one. */
const visitorOrigin = (p: ListingSearchParams): SearchOrigin | null =>
  p.location ? { ...p.location, label: null, city: null, state: null, source: "location" } : null;

/** The order asked for; distance falls back to relevance without an origin. */
const effectiveSort = (requested: EffectiveSort, origin: SearchOrigin | null): EffectiveSort =>
  requested === "distance" && !origin ? "relevance" : requested;

/** Points' earth text, by "lat,lng": the same point always reads the same (earthText). */
const earthTexts = new RecentMap<string, string>(1_000);

/**
 * PostgreSQL's own ll_to_earth of the origin, as text (cube's output reads back to the same
 * numbers). A pure function of the point, so the last 1,000 are kept: a city page's
 * centre and a searched place's come back on every request.
 */
async function earthText({ database: { sql } }: UseCaseContext<"database">, p: { lat: number; lng: number }) {
  const key = `${p.lat},${p.lng}`;
  const known = earthTexts.get(key);
  if (known !== undefined) return known;
  const [row] = await sql<{ earth: string }[]>`select ll_to_earth(${p.lat}::float8, ${p.lng}::float8)::text as earth`;
  earthTexts.set(key, row!.earth);
  return row!.earth;
}

type PlaceQuery = { zip: string } | { text: string; preferredState: string | undefined };

/**
 * The place a search's text names, kept until the data changes (places is a watched table,
 * written in practice only at start), for the last PLACES_KEPT texts: "austin" and "78701" come
 * back, and each lookup is a statement.
 */
const PLACES_KEPT = 1_000;
const keptPlaces = keptUntilDataChanges(
  (database, query: PlaceQuery) =>
    "zip" in query
      ? geocodeZip({ database }, query)
      : geocodeCity(
          { database },
          { text: query.text, ...(query.preferredState ? { preferredState: query.preferredState } : {}) },
        ),
  { maxKeys: PLACES_KEPT, keyOf: (q) => ("zip" in q ? q.zip : `${q.text}|${q.preferredState ?? ""}`) },
);

type CoveredQuery = { origin: SearchOrigin; zip: string | null };

/** The place's zip codes, counties and state, kept like the places. */
const keptCoveredPlaces = keptUntilDataChanges(
  (database, q: CoveredQuery) => coveredPlace({ database }, q.origin, q.zip),
  {
    maxKeys: PLACES_KEPT,
    keyOf: ({ origin: o, zip }) => `${o.source}|${zip ?? ""}|${o.city ?? ""}|${o.state ?? ""}|${o.lat},${o.lng}`,
  },
);

/**
 * The plan for a name search of the same text: used when a city search finds nothing within
 * the default radius, since 'Gateway' is both a small town and the start of a center's name.
 */
export function asNameSearch(plan: SearchPlan, p: ListingSearchParams): SearchPlan | null {
  if (plan.mode !== "city" || effectiveRadiusMiles(p.distance) !== null) return null;
  const origin = visitorOrigin(p);
  return {
    ...plan,
    mode: "name",
    rank: "similarity",
    nameText: normalizeSearchText(p.query),
    origin,
    radiusMiles: null,
    sort: effectiveSort(p.sort ?? "similarity", origin),
    covered: null,
  };
}

export async function planSearch(
  ctx: UseCaseContext<"database" | "dataGeneration">,
  p: ListingSearchParams,
): Promise<SearchPlan> {
  const text = normalizeSearchText(p.query);
  let origin = visitorOrigin(p);
  let mode: SearchMode;
  let rank: SearchPlan["rank"] = null;
  let nameText: string | null = null;
  let notice: SearchNotice | null = null;

  const zip = text ? zipFromQuery(text) : null;
  if (zip) {
    mode = "zip";
    rank = "distance";
    const place = await keptPlaces(ctx, { zip });
    if (place)
      origin = {
        lat: place.lat,
        lng: place.lng,
        label: place.label,
        city: place.city,
        state: place.state,
        source: "zip",
      };
    else notice = { code: "unknown_zip", message: `No US place has the zip code ${zip}.` };
  } else if (text) {
    const place = await keptPlaces(ctx, { text, preferredState: p.state });
    if (place) {
      mode = "city";
      rank = "distance";
      origin = {
        lat: place.lat,
        lng: place.lng,
        label: place.label,
        city: place.city,
        state: place.state,
        source: "city",
      };
    } else {
      mode = "name";
      rank = "similarity";
      nameText = text;
    }
  } else if (p.statePage) mode = "state_page";
  else if (p.homepageMap) mode = "map";
  else mode = "filtered";

  const cap = rank ? TEXT_SEARCH_CAP : mode === "map" ? MAP_CAP : mode === "state_page" ? null : FILTERED_CAP;
  const requestedRadius = origin ? effectiveRadiusMiles(p.distance) : null;
  const radiusMiles = mode === "city" ? (requestedRadius ?? CITY_RADIUS_MILES) : requestedRadius;

  const defaultSort: EffectiveSort =
    rank === "distance" ? "distance" : rank === "similarity" ? "similarity" : "relevance";
  const sort = effectiveSort(p.sort ?? defaultSort, origin);

  // The origin's earth point once, from PostgreSQL itself: each statement then reads it as a constant.
  if (origin) origin = { ...origin, earth: await earthText(ctx, origin) };
  const settings = coveredSettings(p.settings);
  const covered =
    origin && settings.length > 0 && (mode === "zip" || mode === "city" || mode === "filtered")
      ? { place: await keptCoveredPlaces(ctx, { origin, zip }), settings }
      : null;

  return { mode, cap, origin, radiusMiles, sort, rank, nameText, notice, covered };
}
