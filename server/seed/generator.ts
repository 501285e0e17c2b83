/**
 * Deterministic demo data: fictional ABA providers spread over the US like its population,
 * with reviews. Pure functions, no database. Every listing (and its reviews) is derived from
 * the seed and its own index alone, so listings can be produced lazily, in any chunk size,
 * and a later run can append more (startIndex) that a single bigger run would have produced.
 */
import {
  CARE_SETTINGS,
  SERVICES,
  type CareSetting,
  type FundingSource,
  type Service,
  type ServiceLanguage,
} from "@domain/services.ts";
import { isPaidTier, type Tier } from "@domain/tiers.ts";
import { greatCircleMiles } from "@domain/distance.ts";
import type { ServiceArea } from "@domain/service-areas.ts";
import { DEMO_INSURANCE_PROVIDERS, DEMO_OWNED_LISTINGS } from "./demo-catalog.ts";
import { AREA_CODES, placeTableFor, stateForIndex, type DemoPlace } from "./demo-geography.ts";
import { describeListing } from "./demo-description.ts";
import * as words from "./demo-words.ts";
import { createRandom, hashToUnit, type Random } from "./random.ts";

export { DEMO_INSURANCE_PROVIDERS, DEMO_PRODUCTS, DEMO_USERS } from "./demo-catalog.ts";

export const DEFAULT_DEMO_LISTINGS = 2500;
export const DEMO_SEED = "aba-atlas-demo";
/** Dates are computed back from this fixed day, never from "now", so output never drifts. */
export const DEMO_REFERENCE_DATE = "2026-11-01";

const REFERENCE_MS = Date.parse(`${DEMO_REFERENCE_DATE}T00:00:00Z`);
const DAY_MS = 86_400_000;

export interface DemoListing {
  /** Position in the seed's sequence; reviews are derived from it. */
  index: number;
  name: string;
  description: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  website: string | null;
  openingHours: string | null;
  tier: Tier;
  status: "active";
  services: Service[];
  images: string[];
  paymentStatus: "paid" | "pending";
  acceptingNewClients: boolean | null;
  waitlistWeeks: number | null;
  /** YYYY-MM-DD. */
  lastVerifiedAt: string;
  minAgeYears: number;
  maxAgeYears: number | null;
  careSettings: CareSetting[];
  languages: ServiceLanguage[];
  fundingAccepted: FundingSource[];
  bcbaCertificantNumbers: string[];
  ownerVerified: boolean;
  /** insurance_providers.name keys. */
  insurances: string[];
  /** True for the few listings the demo contributor account owns. */
  ownedByDemoUser: boolean;
  /** The average rating its reviews gravitate to (not stored). */
  quality: number;
  /** ISO timestamp. */
  createdAt: string;
  /** Where it serves beyond its office (issue 29): about a fifth of the listings, demo data like the rest. */
  serviceAreas: ServiceArea[];
}

export interface DemoReview {
  listingIndex: number;
  rating: number;
  comment: string | null;
  name: string;
  email: string;
  createdAt: string;
}

const TIER_WEIGHTS: ReadonlyArray<readonly [Tier, number]> = [
  ["basic", 85],
  ["premium", 6],
  ["premium-local", 3],
  ["premium-state", 2],
  ["featured", 3],
  ["premium-city", 1],
];

/** Services filled in after the ones implied by settings and ages. */
const OTHER_SERVICE_WEIGHTS: ReadonlyArray<readonly [Service, number]> = [
  ["Behavior Analysis", 5],
  ["Behavior Therapy", 5],
  ["Autism Therapy", 5],
  ["Early Intervention", 6],
  ["Pediatric Therapy", 4],
  ["Speech Therapy", 3],
  ["Autism Diagnosis", 2],
  ["Autism Testing", 2],
  ["Cognitive Behavioral Therapy", 2],
  ["ABA Center", 2],
];

const SPANISH_COMMON = new Set(["TX", "CA", "FL", "NM", "AZ", "NY", "IL", "NV", "NJ", "CO"]);

/** Other languages: [code, chance where common, states where common, chance elsewhere]. */
const OTHER_LANGUAGES: ReadonlyArray<readonly [ServiceLanguage, number, readonly string[], number]> = [
  ["zh", 0.06, ["CA", "NY", "WA", "MA", "NJ", "TX"], 0.004],
  ["vi", 0.05, ["CA", "TX", "WA", "LA"], 0.004],
  ["ko", 0.04, ["CA", "NY", "NJ", "WA", "VA", "GA"], 0.003],
  ["ar", 0.04, ["MI", "NJ", "NY", "IL", "CA", "TX", "VA"], 0.003],
  ["ru", 0.03, ["NY", "NJ", "CA", "WA", "PA", "IL"], 0.003],
  ["tl", 0.05, ["CA", "HI", "NV", "WA"], 0.003],
  ["fr", 0.04, ["LA", "ME"], 0.003],
  ["pt", 0.04, ["MA", "RI", "NJ", "FL", "CT"], 0.003],
  ["ht", 0.05, ["FL", "NY", "MA"], 0.002],
  ["asl", 0.02, [], 0.02],
];

const MEDICAID_SHARE = 0.75;
/** Roughly 2 km at most, so a provider sits in its zip code's neighbourhood. */
const MAX_OFFSET_KM = 2;
const KM_PER_DEGREE = 111.32;

/** k distinct items, each draw weighted among those not yet drawn. */
function weightedSample<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>, k: number): T[] {
  const remaining = entries.filter(([, w]) => w > 0).slice();
  const chosen: T[] = [];
  while (chosen.length < k && remaining.length > 0) {
    const item = random.weighted(remaining);
    chosen.push(item);
    remaining.splice(
      remaining.findIndex(([candidate]) => candidate === item),
      1,
    );
  }
  return chosen;
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const slugWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, " ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const NAME_PATTERNS = [
  ["adjective-noun", 45],
  ["adjective-city", 15],
  ["adjective-noun-of-city", 8],
  ["city", 10],
  ["surname", 12],
  ["partners", 5],
  ["kids", 5],
] as const;

function providerName(random: Random, city: string): string {
  const adjective = random.pick(words.NAME_ADJECTIVES);
  const noun = random.pick(words.NAME_NOUNS);
  const suffix = random.weighted(words.NAME_SUFFIXES);
  const surname = random.pick(words.SURNAMES);
  switch (random.weighted(NAME_PATTERNS)) {
    case "adjective-noun":
      return `${adjective} ${noun} ${suffix}`;
    case "adjective-city":
      return `${adjective} ${suffix} - ${city}`;
    case "adjective-noun-of-city":
      return `${adjective} ${noun} ${suffix} of ${city}`;
    case "city":
      return `${city} ${suffix}`;
    case "surname":
      return `${surname} ${suffix}`;
    case "partners": {
      const partner = random.pick(words.SURNAMES.filter((s) => s !== surname));
      return `${surname} & ${partner} Behavioral Services`;
    }
    case "kids":
      return `${adjective} ${noun} Kids ${suffix}`;
  }
}

/** The part of the name that would become a web domain: no city, at most three words. */
function domainSlug(name: string): string {
  const base = name.replace(/ - .*$/, "").replace(/ of .*$/, "");
  return slugWords(base).slice(0, 3).join("-");
}

function offsetCoordinates(random: Random, place: DemoPlace): { latitude: number; longitude: number } {
  const distanceKm = MAX_OFFSET_KM * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const latitude = place.latitude + (distanceKm * Math.cos(bearing)) / KM_PER_DEGREE;
  const longitude =
    place.longitude + (distanceKm * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((place.latitude * Math.PI) / 180));
  return { latitude: round6(latitude), longitude: round6(longitude) };
}

function ages(random: Random): { minAgeYears: number; maxAgeYears: number | null } {
  if (random.chance(0.03)) return { minAgeYears: random.pick([16, 18]), maxAgeYears: null }; // adult programmes
  const minAgeYears = random.weighted([
    [0, 2],
    [1, 2],
    [2, 4],
    [3, 2],
  ]);
  const maxAgeYears = random.weighted<number | null>([
    [8, 2],
    [10, 2],
    [12, 4],
    [14, 2],
    [16, 2],
    [18, 4],
    [21, 3],
    [null, 3],
  ]);
  return { minAgeYears, maxAgeYears };
}

function careSettings(random: Random): CareSetting[] {
  const chances: Record<CareSetting, number> = { center: 0.65, "in-home": 0.6, school: 0.3, telehealth: 0.4 };
  const chosen = CARE_SETTINGS.filter((setting) => random.chance(chances[setting]));
  return chosen.length > 0 ? chosen : [random.pick(CARE_SETTINGS)];
}

function services(random: Random, settings: CareSetting[], servesAdults: boolean, minAge: number): Service[] {
  const chosen = new Set<Service>();
  if (random.chance(0.9)) chosen.add("ABA Therapy");
  if (settings.includes("telehealth") && random.chance(0.75)) chosen.add("Telehealth & Remote Services");
  if (servesAdults && random.chance(0.7)) chosen.add("Adult Autism");
  if (settings.includes("center") && random.chance(0.35)) chosen.add("ABA Center");
  const target = random.weighted([
    [2, 3],
    [3, 4],
    [4, 4],
    [5, 3],
    [6, 2],
    [7, 1],
  ]);
  const pool = OTHER_SERVICE_WEIGHTS.filter(([s]) => !chosen.has(s) && (s !== "Early Intervention" || minAge <= 3));
  for (const s of weightedSample(random, pool, target - chosen.size)) chosen.add(s);
  return SERVICES.filter((s) => chosen.has(s));
}

function languages(random: Random, state: string): ServiceLanguage[] {
  const spoken: ServiceLanguage[] = ["en"];
  if (random.chance(SPANISH_COMMON.has(state) ? 0.45 : 0.12)) spoken.push("es");
  for (const [code, commonChance, states, elsewhere] of OTHER_LANGUAGES) {
    if (random.chance(states.includes(state) ? commonChance : elsewhere)) spoken.push(code);
  }
  return spoken;
}

function insurances(random: Random, state: string): string[] {
  const count = random.weighted([
    [2, 2],
    [3, 4],
    [4, 4],
    [5, 3],
    [6, 2],
    [7, 1],
    [8, 1],
  ]);
  const chosen = random.chance(MEDICAID_SHARE) ? ["medicaid"] : [];
  const pool = DEMO_INSURANCE_PROVIDERS.filter(
    (p) => p.name !== "medicaid" && (!p.states || p.states.includes(state)),
  ).map((p) => [p.name, p.weight] as const);
  chosen.push(...weightedSample(random, pool, count - chosen.length));
  const order = new Map(DEMO_INSURANCE_PROVIDERS.map((p) => [p.name, p.sortOrder]));
  return chosen.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

function funding(random: Random, insurerKeys: string[]): FundingSource[] {
  const sources: FundingSource[] = [];
  const medicaid = insurerKeys.includes("medicaid");
  if (medicaid) sources.push("medicaid");
  if (random.chance(medicaid ? 0.4 : 0.1)) sources.push("waiver");
  if (random.chance(0.7) || sources.length === 0) sources.push("private-pay");
  return sources;
}

function intake(random: Random): { acceptingNewClients: boolean | null; waitlistWeeks: number | null } {
  const accepting = random.weighted<boolean | null>([
    [true, 60],
    [false, 30],
    [null, 10],
  ]);
  if (accepting === false) return { acceptingNewClients: false, waitlistWeeks: random.int(2, 26) };
  if (accepting === true) return { acceptingNewClients: true, waitlistWeeks: random.chance(0.5) ? 0 : null };
  return { acceptingNewClients: null, waitlistWeeks: null };
}

/** BACB certificant numbers look like 1-YY-NNNNN; these are made up. */
function certificantNumbers(random: Random): string[] {
  const count = random.weighted([
    [0, 2],
    [1, 4],
    [2, 3],
    [3, 1],
  ]);
  return Array.from({ length: count }, () => `1-${pad(random.int(5, 24), 2)}-${pad(random.int(10000, 39999), 5)}`);
}

function contact(random: Random, name: string, state: string) {
  const slug = domainSlug(name);
  const areaCode = random.pick(AREA_CODES[state] ?? [555]);
  const phone = `(${areaCode}) 555-01${pad(random.int(0, 99), 2)}`;
  if (random.chance(0.88)) {
    const domain = `${slug}.example.${random.pick(["com", "org"])}`;
    return { phone, website: `https://${domain}`, email: `${random.pick(words.EMAIL_LOCAL_PARTS)}@${domain}` };
  }
  return { phone, website: null, email: `${slug.replace(/-/g, "")}@example.${random.pick(["com", "org", "net"])}` };
}

function streetAddress(random: Random): string {
  const street = `${random.int(100, 9899)} ${random.pick(words.STREET_NAMES)} ${random.pick(words.STREET_SUFFIXES)}`;
  return random.chance(0.4)
    ? `${street}, Suite ${random.pick([100, 101, 110, 120, 200, 201, 210, 220, 250, 300, 310, 400])}`
    : street;
}

/**
 * Service areas for about a fifth of the listings (issue 29): a quarter of those offering in-home
 * visits (a radius of 5 to 40 miles, or the zip codes nearest the office), 15 % of those
 * offering telehealth (their state). From a random stream of their own, so the rest of each
 * listing stays as it was.
 */
function demoServiceAreas(
  seed: string,
  index: number,
  place: DemoPlace,
  settings: readonly CareSetting[],
): ServiceArea[] {
  const random = createRandom(`${seed}#areas#${index}`);
  const areas: ServiceArea[] = [];
  if (settings.includes("in-home") && random.chance(0.25)) {
    if (random.chance(0.6)) areas.push({ careSetting: "in-home", kind: "radius", radiusMiles: random.int(5, 40) });
    else {
      const table = placeTableFor(place.state);
      const candidates = Array.from({ length: 60 }, () => table.pick(random));
      const near = [place, ...candidates]
        .map((p) => ({
          zip: p.zip,
          miles: greatCircleMiles({ lat: place.latitude, lng: place.longitude }, { lat: p.latitude, lng: p.longitude }),
        }))
        .sort((a, b) => a.miles - b.miles);
      const zips = [...new Set(near.map((p) => p.zip))].slice(0, random.int(3, 8)).sort();
      areas.push({ careSetting: "in-home", kind: "zips", codes: zips });
    }
  }
  if (settings.includes("telehealth") && random.chance(0.15))
    areas.push({ careSetting: "telehealth", kind: "states", codes: [place.state] });
  return areas;
}

function generateListing(seed: string, index: number, stateOffset: number): DemoListing {
  const random = createRandom(`${seed}#listing#${index}`);
  const state = stateForIndex(index, stateOffset);
  const place = placeTableFor(state).pick(random);
  const owned = index < DEMO_OWNED_LISTINGS;
  const tier: Tier = owned && index === 0 ? "premium" : random.weighted(TIER_WEIGHTS);
  const paid = isPaidTier(tier);
  const name = providerName(random, place.city);
  const age = ages(random);
  const settings = careSettings(random);
  const servesAdults = age.maxAgeYears === null || age.maxAgeYears >= 18;
  const listingServices = services(random, settings, servesAdults, age.minAgeYears);
  const spoken = languages(random, state);
  const insurerKeys = insurances(random, state);
  const verifiedDaysAgo = paid ? random.int(0, 60) : random.int(0, 200);
  const createdDaysAgo = random.int(verifiedDaysAgo + 1, verifiedDaysAgo + 1500);
  return {
    index,
    name,
    description: describeListing(random, {
      name,
      city: place.city,
      state,
      services: listingServices,
      careSettings: settings,
      languages: spoken,
      ...age,
    }),
    address: streetAddress(random),
    city: place.city,
    state,
    zipCode: place.zip,
    ...offsetCoordinates(random, place),
    ...contact(random, name, state),
    openingHours: random.weighted(words.OPENING_HOURS),
    tier,
    status: "active",
    services: listingServices,
    images: [],
    paymentStatus: paid ? "paid" : "pending",
    ...intake(random),
    lastVerifiedAt: isoDay(REFERENCE_MS - verifiedDaysAgo * DAY_MS),
    ...age,
    careSettings: settings,
    languages: spoken,
    fundingAccepted: funding(random, insurerKeys),
    bcbaCertificantNumbers: certificantNumbers(random),
    ownerVerified: owned || random.chance(paid ? 0.45 : 0.03),
    insurances: insurerKeys,
    ownedByDemoUser: owned,
    quality: random.chance(0.15) ? random.float(1.8, 3.3) : random.float(3.7, 4.95),
    createdAt: new Date(REFERENCE_MS - createdDaysAgo * DAY_MS + random.int(8 * 3600, 18 * 3600) * 1000).toISOString(),
    serviceAreas: demoServiceAreas(seed, index, place, settings),
  };
}

/** Listings startIndex .. startIndex + count - 1 of the seed's sequence, one at a time. */
export function* generateListings(options: {
  count: number;
  seed: string;
  startIndex?: number;
}): Generator<DemoListing> {
  const start = options.startIndex ?? 0;
  const stateOffset = hashToUnit(`${options.seed}#states`);
  for (let index = start; index < start + options.count; index++)
    yield generateListing(options.seed, index, stateOffset);
}

function reviewComment(random: Random, rating: number, spanish: boolean): string | null {
  if (random.chance(0.08)) return null;
  const bucket = rating >= 4 ? "good" : rating === 3 ? "mixed" : "poor";
  return random.pick((spanish ? words.REVIEW_COMMENTS_ES : words.REVIEW_COMMENTS_EN)[bucket]);
}

/** 0–12 reviews whose ratings centre on the listing's quality. */
export function generateReviews(listing: DemoListing, seed: string): DemoReview[] {
  const random = createRandom(`${seed}#reviews#${listing.index}`);
  if (random.chance(0.15)) return [];
  const count = random.weighted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => [n, 13 - n] as const));
  const createdMs = Date.parse(listing.createdAt);
  const spanishShare = listing.languages.includes("es") ? 0.35 : 0.02;
  return Array.from({ length: count }, (_, i) => {
    const noise = (random.next() + random.next() + random.next() - 1.5) * 1.4;
    const rating = Math.min(5, Math.max(1, Math.round(listing.quality + noise)));
    const first = random.pick(words.REVIEWER_FIRST_NAMES);
    const initial = String.fromCharCode(65 + random.int(0, 25));
    return {
      listingIndex: listing.index,
      rating,
      comment: reviewComment(random, rating, random.chance(spanishShare)),
      name: `${first} ${initial}.`,
      // The index keeps addresses distinct within a listing (one review per address and listing).
      email: `${first.toLowerCase()}.${initial.toLowerCase()}${random.int(1, 999)}.${i + 1}@example.com`,
      createdAt: new Date(createdMs + random.next() * (REFERENCE_MS - createdMs)).toISOString(),
    };
  });
}
