import { slugify } from "./slug.ts";

export interface UsState {
  code: string;
  name: string;
  /** Approximate geographic centre, used to centre the state map. */
  lat: number;
  lng: number;
  /** Default map zoom (spec section 3). */
  zoom: number;
}

const ZOOM_6 = new Set(["MT", "TX"]);
const ZOOM_4 = new Set(["AK"]);
const ZOOM_8 = new Set(["HI", "MD", "MA", "NH", "NJ", "SC", "VT", "WV"]);

const raw: Array<[code: string, name: string, lat: number, lng: number]> = [
  ["AL", "Alabama", 32.806671, -86.79113],
  ["AK", "Alaska", 61.370716, -152.404419],
  ["AZ", "Arizona", 33.729759, -111.431221],
  ["AR", "Arkansas", 34.969704, -92.373123],
  ["CA", "California", 36.116203, -119.681564],
  ["CO", "Colorado", 39.059811, -105.311104],
  ["CT", "Connecticut", 41.597782, -72.755371],
  ["DE", "Delaware", 39.318523, -75.507141],
  ["DC", "Washington DC", 38.897438, -77.026817],
  ["FL", "Florida", 27.766279, -81.686783],
  ["GA", "Georgia", 33.040619, -83.643074],
  ["HI", "Hawaii", 21.094318, -157.498337],
  ["ID", "Idaho", 44.240459, -114.478828],
  ["IL", "Illinois", 40.349457, -88.986137],
  ["IN", "Indiana", 39.849426, -86.258278],
  ["IA", "Iowa", 42.011539, -93.210526],
  ["KS", "Kansas", 38.5266, -96.726486],
  ["KY", "Kentucky", 37.66814, -84.670067],
  ["LA", "Louisiana", 31.169546, -91.867805],
  ["ME", "Maine", 44.693947, -69.381927],
  ["MD", "Maryland", 39.063946, -76.802101],
  ["MA", "Massachusetts", 42.230171, -71.530106],
  ["MI", "Michigan", 43.326618, -84.536095],
  ["MN", "Minnesota", 45.694454, -93.900192],
  ["MS", "Mississippi", 32.741646, -89.678696],
  ["MO", "Missouri", 38.456085, -92.288368],
  ["MT", "Montana", 46.921925, -110.454353],
  ["NE", "Nebraska", 41.12537, -98.268082],
  ["NV", "Nevada", 38.313515, -117.055374],
  ["NH", "New Hampshire", 43.452492, -71.563896],
  ["NJ", "New Jersey", 40.298904, -74.521011],
  ["NM", "New Mexico", 34.840515, -106.248482],
  ["NY", "New York", 42.165726, -74.948051],
  ["NC", "North Carolina", 35.630066, -79.806419],
  ["ND", "North Dakota", 47.528912, -99.784012],
  ["OH", "Ohio", 40.388783, -82.764915],
  ["OK", "Oklahoma", 35.565342, -96.928917],
  ["OR", "Oregon", 44.572021, -122.070938],
  ["PA", "Pennsylvania", 40.590752, -77.209755],
  ["RI", "Rhode Island", 41.680893, -71.51178],
  ["SC", "South Carolina", 33.856892, -80.945007],
  ["SD", "South Dakota", 44.299782, -99.438828],
  ["TN", "Tennessee", 35.747845, -86.692345],
  ["TX", "Texas", 31.054487, -97.563461],
  ["UT", "Utah", 40.150032, -111.862434],
  ["VT", "Vermont", 44.045876, -72.710686],
  ["VA", "Virginia", 37.769337, -78.169968],
  ["WA", "Washington", 47.400902, -121.490494],
  ["WV", "West Virginia", 38.491226, -80.954453],
  ["WI", "Wisconsin", 44.268543, -89.616508],
  ["WY", "Wyoming", 42.755966, -107.30249],
];

/** The 50 US states plus DC (spec section 2). */
export const US_STATES: readonly UsState[] = raw.map(([code, name, lat, lng]) => ({
  code,
  name,
  lat,
  lng,
  zoom: ZOOM_6.has(code) ? 6 : ZOOM_4.has(code) ? 4 : ZOOM_8.has(code) ? 8 : 7,
}));

const byCode = new Map(US_STATES.map((s) => [s.code, s]));
const bySlug = new Map(US_STATES.map((s) => [slugify(s.name), s]));
bySlug.set("district-of-columbia", byCode.get("DC")!);

export function stateByCode(code: string | null | undefined): UsState | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}

/** Accepts a slug ('new-york'), a name ('New York') or a two-letter code ('NY'). */
export function findState(value: string | null | undefined): UsState | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (v.length === 2) return stateByCode(v);
  return bySlug.get(slugify(v));
}

export function stateSlug(state: UsState): string {
  return slugify(state.name);
}

/** Default map centre (spec section 3). */
export const DEFAULT_MAP_CENTER = { lat: 39.8283, lng: -98.5795 } as const;

/** Each state's two-digit FIPS code, the first two digits of its counties' five-digit codes. */
export const STATE_FIPS: Readonly<Record<string, string>> = {
  AL: "01",
  AK: "02",
  AZ: "04",
  AR: "05",
  CA: "06",
  CO: "08",
  CT: "09",
  DE: "10",
  DC: "11",
  FL: "12",
  GA: "13",
  HI: "15",
  ID: "16",
  IL: "17",
  IN: "18",
  IA: "19",
  KS: "20",
  KY: "21",
  LA: "22",
  ME: "23",
  MD: "24",
  MA: "25",
  MI: "26",
  MN: "27",
  MS: "28",
  MO: "29",
  MT: "30",
  NE: "31",
  NV: "32",
  NH: "33",
  NJ: "34",
  NM: "35",
  NY: "36",
  NC: "37",
  ND: "38",
  OH: "39",
  OK: "40",
  OR: "41",
  PA: "42",
  RI: "44",
  SC: "45",
  SD: "46",
  TN: "47",
  TX: "48",
  UT: "49",
  VT: "50",
  VA: "51",
  WA: "53",
  WV: "54",
  WI: "55",
  WY: "56",
};
