/**
 * Service areas (issue 29, ADR 0025): where an in-home or telehealth provider serves, beyond its
 * office. In-home: a radius from the office, a list of zip codes or a list of counties; telehealth:
 * whole states or a list of zip codes. Stored as a list on the listing (listings.service_areas); the database keeps
 * the search keys from it (migration 0039, service_area_keys and service_area_radius_miles,
 * written to mirror areaKeys and homeRadiusMiles below; a test holds them equal).
 */
import { METERS_PER_MILE } from "./distance.ts";
import { US_STATES } from "./states.ts";

export const SERVICE_AREA_SETTINGS = ["in-home", "telehealth"] as const;
export type ServiceAreaSetting = (typeof SERVICE_AREA_SETTINGS)[number];

export const SERVICE_AREA_KINDS = ["radius", "zips", "counties", "states"] as const;
export type ServiceAreaKind = (typeof SERVICE_AREA_KINDS)[number];

/** Which kinds each setting may use: a home visit has a travel radius, telehealth a licence's states. */
export const KINDS_OF_SETTING: Record<ServiceAreaSetting, readonly ServiceAreaKind[]> = {
  "in-home": ["radius", "zips", "counties"],
  telehealth: ["states", "zips"],
};

export const RADIUS_MILES = { min: 1, max: 100 } as const;
/** Zip codes one area may list (a metro's worth). */
export const MAX_AREA_ZIPS = 200;
/** Counties one area may list. */
export const MAX_AREA_COUNTIES = 50;

export type ServiceArea =
  | { careSetting: ServiceAreaSetting; kind: "radius"; radiusMiles: number }
  | { careSetting: ServiceAreaSetting; kind: "zips" | "states"; codes: string[] }
  /** codes: five-digit county FIPS codes; names: each one's "Travis, TX", for the page and the form. */
  | { careSetting: ServiceAreaSetting; kind: "counties"; codes: string[]; names: string[] };

/** A county as typed in the form ("Travis County, TX"), before the server finds its FIPS code. */
export interface CountyEntry {
  name: string;
  state: string;
}

/** The searched place as coverage needs it: its point, its zip codes and its state. */
export interface CoveredPlace {
  /** Zip codes of the place: the zip searched, every zip of the city searched, or the visitor's nearest. */
  zips: readonly string[];
  /** Five-digit FIPS codes of those zip codes' counties. */
  counties: readonly string[];
  /** The place's state (two letters), or null when unknown. */
  state: string | null;
}

/** What matched: the care setting (in-home first when both do) and the searched state. */
export interface AreaMatch {
  careSetting: ServiceAreaSetting;
  state: string | null;
}

/**
 * Whether an area covers the place. `officeMeters` is the distance from the listing's office to
 * the searched point (null without coordinates): a radius area covers the point when that
 * distance is at most its radius (in-home only: telehealth has no travel radius); a zip list when it lists one of the place's zips; a state list
 * when it lists the place's state.
 */
export function areaCovers(area: ServiceArea, place: CoveredPlace, officeMeters: number | null): boolean {
  if (area.kind === "radius")
    return (
      area.careSetting === "in-home" && officeMeters !== null && officeMeters <= area.radiusMiles * METERS_PER_MILE
    );
  if (area.kind === "zips") return area.codes.some((z) => place.zips.includes(z));
  if (area.kind === "counties") return area.codes.some((c) => place.counties.includes(c));
  return place.state !== null && area.codes.includes(place.state);
}

/** The first area covering the place, in-home before telehealth, or null. */
export function coverage(
  areas: readonly ServiceArea[],
  place: CoveredPlace,
  officeMeters: number | null,
  settings: readonly string[] = SERVICE_AREA_SETTINGS,
): AreaMatch | null {
  for (const careSetting of SERVICE_AREA_SETTINGS) {
    if (!settings.includes(careSetting)) continue;
    if (areas.some((a) => a.careSetting === careSetting && areaCovers(a, place, officeMeters)))
      return { careSetting, state: place.state };
  }
  return null;
}

/**
 * The index keys of a list of areas ('in-home:zip:78701', 'telehealth:state:TX'): the database's
 * service_area_keys(service_areas) gives the same (migration 0039).
 * @internal Production reads the keys the database keeps; this is the rule the tests hold that SQL to.
 */
export function areaKeys(areas: readonly ServiceArea[]): string[] {
  const keys = new Set<string>();
  for (const a of areas)
    if (a.kind !== "radius") for (const code of a.codes) keys.add(`${a.careSetting}:${KEY_KIND[a.kind]}:${code}`);
  return [...keys].sort();
}

/** The word of each listed kind in a key ('in-home:county:48453'), as service_area_keys() writes it. */
const KEY_KIND = { zips: "zip", counties: "county", states: "state" } as const;

/** The keys a searched place is covered by, for these care settings. */
export function placeKeys(place: CoveredPlace, settings: readonly ServiceAreaSetting[]): string[] {
  const keys: string[] = [];
  for (const s of settings) {
    for (const z of place.zips) keys.push(`${s}:zip:${z}`);
    for (const c of place.counties) keys.push(`${s}:county:${c}`);
    if (place.state) keys.push(`${s}:state:${place.state}`);
  }
  return keys;
}

/**
 * The in-home radius in miles (the largest, if several), or null: service_area_radius_miles in SQL.
 * @internal Production reads the radius the database keeps; this is the rule the tests hold that SQL to.
 */
export function homeRadiusMiles(areas: readonly ServiceArea[]): number | null {
  const radii = areas.flatMap((a) => (a.kind === "radius" && a.careSetting === "in-home" ? [a.radiusMiles] : []));
  return radii.length ? Math.max(...radii) : null;
}

/** The care settings of a search's filter that have service areas (every one without a filter). */
export function coveredSettings(filter: readonly string[]): ServiceAreaSetting[] {
  if (filter.length === 0) return [...SERVICE_AREA_SETTINGS];
  return SERVICE_AREA_SETTINGS.filter((s) => filter.includes(s));
}

const STATE_CODES = new Set(US_STATES.map((s) => s.code));
const ZIP = /^\d{5}$/;

/** Areas read from storage: anything malformed is left out, never thrown. */
export function readServiceAreas(value: unknown): ServiceArea[] {
  if (!Array.isArray(value)) return [];
  const out: ServiceArea[] = [];
  for (const item of value) {
    if (!item || typeof item !== "object") continue;
    const a = item as Record<string, unknown>;
    const careSetting = a.careSetting;
    if (careSetting !== "in-home" && careSetting !== "telehealth") continue;
    if (a.kind === "radius" && typeof a.radiusMiles === "number")
      out.push({ careSetting, kind: "radius", radiusMiles: a.radiusMiles });
    else if ((a.kind === "zips" || a.kind === "states") && Array.isArray(a.codes))
      out.push({ careSetting, kind: a.kind, codes: a.codes.filter((c): c is string => typeof c === "string") });
    else if (a.kind === "counties" && Array.isArray(a.codes) && Array.isArray(a.names)) {
      const codes = a.codes.filter((c): c is string => typeof c === "string");
      const names = a.names.filter((c): c is string => typeof c === "string");
      if (codes.length === names.length) out.push({ careSetting, kind: "counties", codes, names });
    }
  }
  return out;
}

/** The form's fields for one care setting: `kind` and the value of that kind, as typed. */
export interface AreaFormValues {
  kind: string;
  radius: string;
  zips: string;
  counties: string;
  states: string;
}

export type AreaFieldError =
  | "kind_invalid"
  | "radius_invalid"
  | "zips_invalid"
  | "zips_too_many"
  | "counties_invalid"
  | "counties_too_many"
  | "states_invalid"
  | "codes_required";

/** A county's name as compared: lower case, without "County" or "Parish", dots and extra spaces. */
export function countyKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/\b(county|parish)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Counties typed one per line (or separated by semicolons) as "Name, ST"; null when one is not. */
export function splitCounties(text: string): CountyEntry[] | null {
  const entries: CountyEntry[] = [];
  const seen = new Set<string>();
  for (const line of text.split(/[\n;]+/)) {
    if (!line.trim()) continue;
    const m = /^(.+?)\s*,\s*([A-Za-z]{2})\s*$/.exec(line.trim());
    const state = m?.[2]?.toUpperCase();
    if (!m || !state || !STATE_CODES.has(state) || !countyKey(m[1]!)) return null;
    const key = `${countyKey(m[1]!)}|${state}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push({ name: m[1]!.trim(), state });
  }
  return entries;
}

/** Codes typed as a list: split at commas, spaces and new lines, upper-cased, each once. */
export function splitCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/**
 * One care setting's area from the form: `kind` '' or 'none' is no area. Zip codes are checked for
 * their form here; whether each exists is the server's check (the places table). Counties come
 * back as typed entries: the server finds their FIPS codes and names (the places table).
 */
export function parseArea(
  careSetting: ServiceAreaSetting,
  v: AreaFormValues,
):
  | { ok: true; area: ServiceArea | null }
  | { ok: true; area: null; counties: CountyEntry[] }
  | { ok: false; error: AreaFieldError } {
  if (v.kind === "" || v.kind === "none") return { ok: true, area: null };
  if (!(KINDS_OF_SETTING[careSetting] as readonly string[]).includes(v.kind))
    return { ok: false, error: "kind_invalid" };
  if (v.kind === "counties") {
    const counties = splitCounties(v.counties);
    if (counties === null) return { ok: false, error: "counties_invalid" };
    if (counties.length === 0) return { ok: false, error: "codes_required" };
    if (counties.length > MAX_AREA_COUNTIES) return { ok: false, error: "counties_too_many" };
    return { ok: true, area: null, counties };
  }
  if (v.kind === "radius") {
    const miles = Number(v.radius.trim());
    if (!/^\d+$/.test(v.radius.trim()) || miles < RADIUS_MILES.min || miles > RADIUS_MILES.max)
      return { ok: false, error: "radius_invalid" };
    return { ok: true, area: { careSetting, kind: "radius", radiusMiles: miles } };
  }
  const codes = splitCodes(v.kind === "zips" ? v.zips : v.states);
  if (codes.length === 0) return { ok: false, error: "codes_required" };
  if (v.kind === "zips") {
    if (codes.some((c) => !ZIP.test(c))) return { ok: false, error: "zips_invalid" };
    if (codes.length > MAX_AREA_ZIPS) return { ok: false, error: "zips_too_many" };
    return { ok: true, area: { careSetting, kind: "zips", codes: codes.sort() } };
  }
  if (codes.some((c) => !STATE_CODES.has(c))) return { ok: false, error: "states_invalid" };
  return { ok: true, area: { careSetting, kind: "states", codes: codes.sort() } };
}

/** A stored area back as the form's fields. */
export function areaFormValues(area: ServiceArea | undefined): AreaFormValues {
  const empty = { radius: "", zips: "", counties: "", states: "" };
  if (!area) return { kind: "none", ...empty };
  if (area.kind === "radius") return { kind: "radius", ...empty, radius: String(area.radiusMiles) };
  if (area.kind === "counties") return { kind: "counties", ...empty, counties: area.names.join("\n") };
  return { kind: area.kind, ...empty, [area.kind]: area.codes.join(", ") };
}
