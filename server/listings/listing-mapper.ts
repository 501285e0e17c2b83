import { METERS_PER_MILE, isNearby } from "@domain/distance.ts";
import { listingUrl } from "@domain/listing-url.ts";
import { TIERS, type Tier } from "@domain/tiers.ts";
import { EXPIRING_FACTS, factDay, freshness, weeksToStart, type ExpiringFact } from "@domain/fact-freshness.ts";
import type { ListingRow } from "./listing-rows.server.ts";
import type { ListingApi } from "../../domain/listing-schema.ts";

const asTier = (tier: string): Tier => ((TIERS as readonly string[]).includes(tier) ? (tier as Tier) : "basic");

/** Miles with three decimals: enough for the card's feet display under a mile (about 5 ft). */
function metersToMiles(meters: number | null | undefined): number | null {
  if (meters == null || !Number.isFinite(meters)) return null;
  return Math.round((meters / METERS_PER_MILE) * 1000) / 1000;
}

type FactFreshness = ListingApi["freshness"][ExpiringFact];

/** Each time-sensitive fact's state on `today` (domain/fact-freshness.ts). */
function factsFreshness(row: ListingRow, today: string): ListingApi["freshness"] {
  const out = {} as ListingApi["freshness"];
  for (const fact of EXPIRING_FACTS) {
    const f = freshness(fact, row.factSources[fact], today);
    out[fact] = (
      f.state === "current"
        ? { status: "current", confirmedOn: f.confirmedOn, currentThrough: f.lastDay }
        : f.state === "expired"
          ? { status: "expired", confirmedOn: f.confirmedOn, currentThrough: null }
          : { status: "unconfirmed", confirmedOn: null, currentThrough: null }
    ) satisfies FactFreshness;
  }
  return out;
}

/**
 * A listing row as the API and the pages show it. Every field is named (in the row's column
 * order, so the JSON reads as before) rather than spread from the row: copying a postgres.js row
 * with `...rest` went through V8's slow generic path and was the costliest step of a search
 * answer after the SQL (docs/performance.md).
 */
export function toListingApi(row: ListingRow): ListingApi {
  const distanceMiles = metersToMiles(row.meters);
  const facts = factsFreshness(row, factDay(new Date()));
  // An intake status past its lifetime is never given as current (issue 29).
  const intakeCurrent = facts.intake.status === "current";
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    email: row.email,
    website: row.website,
    openingHours: row.openingHours,
    tier: asTier(row.tier),
    status: row.status,
    services: row.services,
    images: row.images,
    averageRating: Number(row.averageRating),
    reviewCount: row.reviewCount,
    insurances: row.insurances,
    acceptingNewClients: intakeCurrent ? row.acceptingNewClients : null,
    waitlistWeeks: intakeCurrent ? row.waitlistWeeks : null,
    weeksToStart: intakeCurrent ? weeksToStart(row.acceptingNewClients, row.waitlistWeeks) : null,
    lastVerifiedAt: row.lastVerifiedAt,
    minAgeYears: row.minAgeYears,
    maxAgeYears: row.maxAgeYears,
    careSettings: row.careSettings,
    languages: row.languages,
    fundingAccepted: row.fundingAccepted,
    bcbaCertificantNumbers: row.bcbaCertificantNumbers,
    ownerVerified: row.ownerVerified,
    npi: row.npi,
    providerKind: row.providerKind,
    locationPrecision: row.locationPrecision,
    sources: row.factSources,
    freshness: facts,
    registry: row.registryRecord,
    serviceAreas: row.serviceAreas,
    servesSearchedPlace: row.areaMatch ?? null,
    distanceMiles,
    isNearby: isNearby(distanceMiles),
    url: listingUrl(row),
  };
}
