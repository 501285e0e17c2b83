/**
 * The listing object every listings endpoint returns (and the pages render). The zod schema
 * documents it in OpenAPI and lets tests check real responses against it.
 */
import { z } from "zod";
import { TIERS } from "@domain/tiers.ts";
import { FACT_SOURCES, PROVENANCE_FACTS } from "@domain/provenance.ts";
import { EXPIRING_FACTS, FACT_LIFETIME_DAYS } from "@domain/fact-freshness.ts";
import { SERVICE_AREA_SETTINGS } from "@domain/service-areas.ts";

export const PROVIDER_KINDS = ["organization", "independent_practitioner"] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
const LOCATION_PRECISIONS = ["address", "zip"] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

const strings = z.array(z.string());

const factFreshnessSchema = z.object({
  status: z
    .enum(["current", "expired", "unconfirmed"])
    .describe(
      "current: confirmed within its lifetime; expired: not confirmed since confirmedOn; unconfirmed: no date recorded.",
    ),
  confirmedOn: z.string().nullable().describe("YYYY-MM-DD the fact was last confirmed; null when never."),
  currentThrough: z
    .string()
    .nullable()
    .describe("YYYY-MM-DD the last day the fact counts as current; null when never."),
});

export const insuranceRefSchema = z.object({
  name: z.string().describe("Stable key, as used by the insurances filter."),
  displayName: z.string(),
});

export const listingSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  state: z.string().describe("Two-letter code."),
  zipCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable().describe("As stored; display it with domain/phone.ts formatPhone."),
  email: z
    .string()
    .nullable()
    .describe("Null when no source gave one (the NPI registry publishes no email addresses)."),
  website: z.string().nullable(),
  openingHours: z.string().nullable().describe("'open-close', for example '8:00 AM-6:00 PM'."),
  tier: z.enum(TIERS),
  status: z.string(),
  services: strings,
  images: strings,
  averageRating: z.number().describe("Average of real reviews with one decimal; 0 when there are none."),
  reviewCount: z.number().int(),
  insurances: z.array(insuranceRefSchema).describe("Active insurers accepted, in the insurers' sort order."),
  acceptingNewClients: z
    .boolean()
    .nullable()
    .describe(
      `Accepting new clients, only while the intake is current (confirmed in the last ${FACT_LIFETIME_DAYS.intake} days, freshness.intake); null when unknown or expired.`,
    ),
  waitlistWeeks: z
    .number()
    .int()
    .nullable()
    .describe("Estimated wait of a listing not accepting, in weeks, only while the intake is current; null otherwise."),
  weeksToStart: z
    .number()
    .int()
    .nullable()
    .describe(
      "Weeks until a new client could start, as the start filter reads it: 0 when accepting, else the waitlist's estimate; null when unknown or the intake is not current.",
    ),
  lastVerifiedAt: z.string().nullable().describe("Date (YYYY-MM-DD) the owner last confirmed the details."),
  minAgeYears: z.number().int().nullable(),
  maxAgeYears: z.number().int().nullable(),
  careSettings: strings,
  languages: strings,
  fundingAccepted: strings,
  bcbaCertificantNumbers: strings,
  ownerVerified: z.boolean(),
  serviceAreas: z
    .array(
      z.union([
        z.object({
          careSetting: z.enum(SERVICE_AREA_SETTINGS),
          kind: z.literal("radius"),
          radiusMiles: z.number().int().describe("Miles from the office (in-home only)."),
        }),
        z.object({
          careSetting: z.enum(SERVICE_AREA_SETTINGS),
          kind: z.enum(["zips", "states"]),
          codes: strings.describe("zips: five-digit zip codes; states: two-letter state codes (telehealth only)."),
        }),
        z.object({
          careSetting: z.enum(SERVICE_AREA_SETTINGS),
          kind: z.literal("counties"),
          codes: strings.describe("Five-digit county FIPS codes (in-home only)."),
          names: strings.describe("Each county's name and state, in the order of codes ('Travis, TX')."),
        }),
      ]),
    )
    .describe("Where the provider serves beyond its office (in-home visits, telehealth), as its owner gave it."),
  servesSearchedPlace: z
    .object({
      careSetting: z.enum(SERVICE_AREA_SETTINGS),
      state: z.string().nullable().describe("The searched place's state (two letters)."),
    })
    .nullable()
    .describe(
      "Set by a search from a place (zip, city or lat/lng) when one of the provider's service areas covers it (in-home first); null otherwise. Such a provider is a result even when its office is beyond the radius.",
    ),
  distanceMiles: z.number().nullable().describe("Miles from the search location; null when no location is known."),
  isNearby: z.boolean().describe("distanceMiles is under 100."),
  npi: z
    .string()
    .nullable()
    .describe("National Provider Identifier from the NPI Registry (NPPES); null for a listing not from the registry."),
  providerKind: z
    .enum(PROVIDER_KINDS)
    .nullable()
    .describe("organization, or independent_practitioner (a Behavior Analyst at their own practice address)."),
  locationPrecision: z
    .enum(LOCATION_PRECISIONS)
    .nullable()
    .describe("How exact the coordinates are: address (geocoded), zip (the zip code's centre); null as entered."),
  sources: z
    .partialRecord(
      z.enum(PROVENANCE_FACTS),
      z.object({ source: z.enum(FACT_SOURCES), confirmedOn: z.string().describe("YYYY-MM-DD") }),
    )
    .describe("Where each fact came from and the day it was last confirmed."),
  freshness: z
    .record(z.enum(EXPIRING_FACTS), factFreshnessSchema)
    .describe(
      `Whether each time-sensitive fact is current: intake ${FACT_LIFETIME_DAYS.intake} days after it was confirmed, insurances ${FACT_LIFETIME_DAYS.insurances}, openingHours and services ${FACT_LIFETIME_DAYS.services}.`,
    ),
  registry: z
    .object({
      credential: z.string().nullable(),
      licenses: z.array(z.object({ code: z.string(), number: z.string(), state: z.string() })),
      taxonomyCodes: strings,
      primaryTaxonomy: z.string().nullable(),
      enumerationDate: z.string().nullable(),
      lastUpdateDate: z.string().nullable(),
      legalName: z.string().nullable(),
      deactivationReasonCode: z.string().nullable(),
    })
    .nullable()
    .describe("What the NPI Registry publishes about this provider beyond the fields above."),
  url: z
    .string()
    .describe(
      "Preferred URL /{state}/{city}/{name}/{id}; '/' when a part is missing; /listing/{id} when it cannot be built.",
    ),
});

export type ListingApi = z.infer<typeof listingSchema>;
export type InsuranceRef = z.infer<typeof insuranceRefSchema>;
