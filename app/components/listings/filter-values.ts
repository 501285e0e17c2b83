import { DISTANCE_EVERYWHERE, DISTANCE_SLIDER_MAX } from "@domain/distance.ts";

/** The filter form's current values, as the loader read them from the URL. */
export interface FilterValues {
  query: string;
  lat: number | null;
  lng: number | null;
  /** Slider position 0–150 (0 any, 150 all). */
  distance: number;
  services: string[];
  /** Two-letter code or "". */
  state: string;
  insurances: string[];
  tiers: string[];
  rating: number;
  accepting: boolean;
  /** Can start within: now, 4, 8, 12 (weeks), or "" for any time. */
  startWithin: string;
  age: number | null;
  settings: string[];
  languages: string[];
  funding: string[];
  /** organization, independent_practitioner, or "" for any. */
  providerKind: string;
  /** The sort asked for in the URL, or "". */
  sort: string;
}

export const FILTER_FORM_ID = "listing-filters";

/** The slider position for a distance parameter: 999 (everywhere) and anything beyond 150 sit at 150. */
export function sliderPosition(distance: number | undefined | null): number {
  if (distance == null || !Number.isFinite(distance) || distance <= 0) return 0;
  return distance >= DISTANCE_SLIDER_MAX ? DISTANCE_SLIDER_MAX : Math.round(distance);
}

/** The distance parameter for a slider position (spec 9: 150 means all, sent as 999; 0 means any). */
export function distanceParam(position: number): number | null {
  if (!position) return null;
  return position >= DISTANCE_SLIDER_MAX ? DISTANCE_EVERYWHERE : position;
}

/**
 * The query string a filter form submits with JavaScript: empty fields and the "any" positions
 * are left out, so the addresses stay short; the slider's 150 becomes 999.
 */
export function formQuery(form: HTMLFormElement): string {
  const out = new URLSearchParams();
  for (const [key, raw] of new FormData(form)) {
    if (typeof raw !== "string") continue;
    const value = raw.trim();
    if (!value) continue;
    if (key === "distance") {
      const d = distanceParam(Number(value));
      if (d !== null) out.append(key, String(d));
      continue;
    }
    out.append(key, value);
  }
  return out.toString();
}

/** Spec section 4: filters count as applied when any is set, or a location with a real radius. */
export function isFiltered(f: FilterValues): boolean {
  const radius = distanceParam(f.distance);
  return Boolean(
    f.query ||
    f.state ||
    f.tiers.length ||
    f.services.length ||
    f.insurances.length ||
    f.rating > 0 ||
    (f.lat !== null && radius !== null && radius >= 1 && radius <= 998) ||
    f.accepting ||
    f.startWithin ||
    f.age !== null ||
    f.settings.length ||
    f.languages.length ||
    f.funding.length ||
    f.providerKind,
  );
}

/** The current address with one parameter changed (pagination, Load More). */
export function hrefWith(pathname: string, search: string, changes: Record<string, string | null>): string {
  const p = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) p.delete(k);
    else p.set(k, v);
  }
  const qs = p.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/**
 * The page with only the visitor's location kept: where "Clear filters" and a change of state
 * lead (spec 4). `keepState` keeps the state too where it is a filter rather than the page.
 */
export function keepLocationHref(
  pathname: string,
  f: Pick<FilterValues, "lat" | "lng" | "state">,
  keepState = false,
): string {
  const keep: Record<string, string | null> = {};
  if (f.lat !== null && f.lng !== null) {
    keep.lat = String(f.lat);
    keep.lng = String(f.lng);
  }
  if (keepState && f.state) keep.state = f.state;
  return hrefWith(pathname, "", keep);
}
