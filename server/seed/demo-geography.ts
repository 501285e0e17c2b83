/**
 * Where demo providers go: states weighted by population, zip codes weighted towards big cities,
 * real area codes per state. All lookups are built once, lazily, from the `zipcodes` dataset.
 */
import { usPlaces } from "./places.server.ts";
import { WeightedTable } from "./random.ts";

/** 2020 census resident population, in thousands (rounded). */
const STATE_POPULATION_THOUSANDS: Readonly<Record<string, number>> = {
  AL: 5024,
  AK: 733,
  AZ: 7152,
  AR: 3012,
  CA: 39538,
  CO: 5774,
  CT: 3606,
  DE: 990,
  DC: 690,
  FL: 21538,
  GA: 10712,
  HI: 1455,
  ID: 1839,
  IL: 12812,
  IN: 6786,
  IA: 3190,
  KS: 2938,
  KY: 4506,
  LA: 4658,
  ME: 1362,
  MD: 6177,
  MA: 7030,
  MI: 10077,
  MN: 5706,
  MS: 2961,
  MO: 6154,
  MT: 1084,
  NE: 1962,
  NV: 3105,
  NH: 1378,
  NJ: 9289,
  NM: 2118,
  NY: 20201,
  NC: 10439,
  ND: 779,
  OH: 11799,
  OK: 3959,
  OR: 4237,
  PA: 13003,
  RI: 1097,
  SC: 5119,
  SD: 887,
  TN: 6911,
  TX: 29146,
  UT: 3272,
  VT: 643,
  VA: 8631,
  WA: 7705,
  WV: 1794,
  WI: 5894,
  WY: 577,
};

/**
 * Added to every state's weight so the smallest ones still get a handful of providers
 * (Wyoming: about 7 of 2,500) while the big ones keep their lead.
 */
const STATE_WEIGHT_FLOOR_THOUSANDS = 500;

/** Real area codes, so phone numbers look local; the 555-01xx line part keeps them fictional. */
export const AREA_CODES: Readonly<Record<string, readonly number[]>> = {
  AL: [205, 251, 256, 334],
  AK: [907],
  AZ: [480, 520, 602, 623, 928],
  AR: [479, 501, 870],
  CA: [209, 213, 310, 415, 510, 559, 619, 626, 650, 661, 707, 714, 760, 805, 818, 909, 916, 925, 949],
  CO: [303, 719, 720, 970],
  CT: [203, 860],
  DE: [302],
  DC: [202],
  FL: [305, 321, 352, 407, 561, 727, 813, 850, 904, 954],
  GA: [404, 478, 678, 706, 770, 912],
  HI: [808],
  ID: [208],
  IL: [217, 309, 312, 618, 630, 708, 773, 815, 847],
  IN: [219, 260, 317, 574, 765, 812],
  IA: [319, 515, 563, 641, 712],
  KS: [316, 620, 785, 913],
  KY: [270, 502, 606, 859],
  LA: [225, 318, 337, 504, 985],
  ME: [207],
  MD: [240, 301, 410, 443],
  MA: [413, 508, 617, 781, 978],
  MI: [231, 248, 313, 517, 586, 616, 734, 810, 906],
  MN: [218, 507, 612, 651, 763, 952],
  MS: [228, 601, 662],
  MO: [314, 417, 573, 636, 816],
  MT: [406],
  NE: [308, 402],
  NV: [702, 775],
  NH: [603],
  NJ: [201, 609, 732, 856, 908, 973],
  NM: [505, 575],
  NY: [212, 315, 516, 518, 585, 607, 631, 716, 718, 845, 914],
  NC: [252, 336, 704, 828, 910, 919],
  ND: [701],
  OH: [216, 330, 419, 513, 614, 740, 937],
  OK: [405, 580, 918],
  OR: [503, 541, 971],
  PA: [215, 412, 484, 570, 610, 717, 724, 814],
  RI: [401],
  SC: [803, 843, 864],
  SD: [605],
  TN: [423, 615, 731, 865, 901, 931],
  TX: [210, 214, 254, 281, 361, 409, 432, 512, 713, 806, 817, 830, 903, 915, 936, 940, 956, 972, 979],
  UT: [385, 435, 801],
  VT: [802],
  VA: [276, 434, 540, 703, 757, 804],
  WA: [206, 253, 360, 425, 509],
  WV: [304],
  WI: [262, 414, 608, 715, 920],
  WY: [307],
};

export interface DemoPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Golden-ratio step: consecutive listings land far apart on the state weight line. */
const GOLDEN_STEP = 0.6180339887498949;

let stateTable: WeightedTable<string> | undefined;
let placeTables: Map<string, WeightedTable<DemoPlace>> | undefined;

/**
 * The state of the listing at `index`. A low-discrepancy (Weyl) sequence instead of independent
 * draws keeps every state's share within a couple of listings of its weight, so small states are
 * never left empty by bad luck. `offset` (from the seed) shifts the sequence.
 */
export function stateForIndex(index: number, offset: number): string {
  stateTable ??= new WeightedTable(
    Object.keys(STATE_POPULATION_THOUSANDS).sort(),
    (code) => (STATE_POPULATION_THOUSANDS[code] ?? 0) + STATE_WEIGHT_FLOOR_THOUSANDS,
  );
  const unit = (offset + index * GOLDEN_STEP) % 1;
  return stateTable.at(unit);
}

/**
 * Many zip codes are PO boxes that share their city's centre point, so a city's size is measured
 * by its distinct zip-code locations, and only one zip per location is kept. Each location's
 * weight is the square root of its city's size, so a city's chance grows with its size to the
 * power 1.5: metros get clearly more providers, yet one big city does not swallow its state.
 */
function buildPlaceTables(): Map<string, WeightedTable<DemoPlace>> {
  const locationKey = (p: DemoPlace) => `${p.state}|${p.latitude.toFixed(2)},${p.longitude.toFixed(2)}`;
  const cityKey = (p: DemoPlace) => `${p.state}|${p.city}`;
  const byLocation = new Map<string, DemoPlace>();
  const sorted = usPlaces()
    .map(({ zip, city, state, latitude, longitude }) => ({ zip, city, state, latitude, longitude }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  for (const p of sorted) if (!byLocation.has(locationKey(p))) byLocation.set(locationKey(p), p);
  const citySize = new Map<string, number>();
  for (const p of byLocation.values()) citySize.set(cityKey(p), (citySize.get(cityKey(p)) ?? 0) + 1);
  const byState = new Map<string, DemoPlace[]>();
  for (const p of byLocation.values()) byState.set(p.state, [...(byState.get(p.state) ?? []), p]);
  return new Map(
    [...byState].map(([state, list]) => [
      state,
      new WeightedTable(list, (p) => Math.sqrt(citySize.get(cityKey(p)) ?? 1)),
    ]),
  );
}

export function placeTableFor(state: string): WeightedTable<DemoPlace> {
  placeTables ??= buildPlaceTables();
  const table = placeTables.get(state);
  if (!table) throw new Error(`No zip codes for state ${state}`);
  return table;
}

/**
 * The zip code's own place, for checks and tests.
 * @internal Not used in production: the generator's tests check with it.
 */
export function placeByZip(): Map<string, DemoPlace> {
  return new Map(usPlaces().map((p) => [p.zip, p]));
}
