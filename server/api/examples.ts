/** Example responses for the API reference (tests check them against the response schemas). */
import { listingUrl } from "@domain/listing-url.ts";
import { FACT_LIFETIME_DAYS } from "@domain/fact-freshness.ts";

export const exampleListing = {
  id: 42,
  userId: null,
  name: "Bright Steps ABA",
  description: "Center-based and in-home ABA therapy for children from 18 months to 12 years.",
  address: "1200 Congress Ave",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
  latitude: 30.2747,
  longitude: -97.7404,
  phone: "5125550147",
  email: "hello@brightsteps.example",
  website: "https://brightsteps.example",
  openingHours: "8:00 AM-6:00 PM",
  tier: "premium" as const,
  status: "active",
  services: ["ABA Therapy", "Early Intervention"],
  images: [],
  averageRating: 4.5,
  reviewCount: 12,
  insurances: [
    { name: "aetna", displayName: "Aetna" },
    { name: "medicaid", displayName: "Medicaid" },
  ],
  acceptingNewClients: true,
  waitlistWeeks: null,
  weeksToStart: 0,
  lastVerifiedAt: "2026-10-01",
  minAgeYears: 1,
  maxAgeYears: 12,
  careSettings: ["center", "in-home"],
  languages: ["en", "es"],
  fundingAccepted: ["medicaid", "private-pay"],
  bcbaCertificantNumbers: ["1-23-45678"],
  ownerVerified: true,
  npi: "1588667638",
  providerKind: "organization" as const,
  locationPrecision: "address" as const,
  sources: {
    name: { source: "registry" as const, confirmedOn: "2026-11-09" },
    address: { source: "registry" as const, confirmedOn: "2026-11-09" },
    description: { source: "owner" as const, confirmedOn: "2026-10-01" },
    insurances: { source: "owner" as const, confirmedOn: "2026-10-01" },
    intake: { source: "owner" as const, confirmedOn: "2026-11-20" },
  },
  freshness: {
    intake: { status: "current" as const, confirmedOn: "2026-11-20", currentThrough: "2026-12-20" },
    insurances: { status: "current" as const, confirmedOn: "2026-10-01", currentThrough: "2026-12-30" },
    openingHours: { status: "unconfirmed" as const, confirmedOn: null, currentThrough: null },
    services: { status: "unconfirmed" as const, confirmedOn: null, currentThrough: null },
  },
  registry: {
    credential: null,
    licenses: [],
    taxonomyCodes: ["103K00000X"],
    primaryTaxonomy: "103K00000X",
    enumerationDate: "2016-03-14",
    lastUpdateDate: "2025-07-02",
    legalName: "Bright Steps Behavioral Health LLC",
    deactivationReasonCode: null,
  },
  // A registry listing: only its owner sets service areas (issue 29).
  serviceAreas: [],
  servesSearchedPlace: null,
  distanceMiles: 0.412,
  isNearby: true,
  url: listingUrl({ id: 42, name: "Bright Steps ABA", city: "Austin", state: "TX" }),
};

export const exampleSearchResult = {
  listings: [exampleListing],
  query: "78701",
  total: 1,
  matched: null,
  page: 1,
  pageSize: 24,
  pageCount: 1,
  cap: 25,
  mode: "zip" as const,
  sort: "distance" as const,
  origin: {
    lat: 30.2713,
    lng: -97.7426,
    label: "78701 (Austin, TX)",
    city: "Austin",
    state: "TX",
    source: "zip" as const,
  },
  radiusMiles: null,
  notice: null,
};

export const exampleError = {
  error: {
    code: "invalid_query",
    message: "Invalid parameter tier: tier values must be among basic, premium, featured; got 'gold'.",
    fields: { tier: "tier values must be among basic, premium, featured; got 'gold'." },
  },
};

export const exampleViewport = {
  listings: [exampleListing],
  total: 1,
  cap: 500,
  truncated: false,
  bounds: { north: 30.5, south: 30, east: -97.5, west: -98 },
  zoom: 11,
};

export const exampleInsuranceProviders = [
  { id: 1, name: "medicaid", displayName: "Medicaid", isActive: true },
  { id: 2, name: "aetna", displayName: "Aetna", isActive: true },
];

export const exampleSeoMeta = {
  title: "Bright Steps ABA — ABA therapy in Austin, TX | ABA Atlas",
  description: "Center-based and in-home ABA therapy for children from 18 months to 12 years.",
  keywords: "Bright Steps ABA, ABA therapy Austin, ABA therapy Texas, ABA Therapy, Early Intervention, ABA therapy, …",
  ogTitle: "Bright Steps ABA — ABA therapy in Austin, TX | ABA Atlas",
  ogDescription: "Center-based and in-home ABA therapy for children from 18 months to 12 years.",
  ogImage: "https://abaatlas.example/og-image.png",
  ogUrl: "https://abaatlas.example/texas/austin/bright-steps-aba/42",
  structuredData: {
    "@context": "https://schema.org",
    "@type": "MedicalBusiness",
    name: "Bright Steps ABA",
    priceRange: "$$$",
    aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12, bestRating: 5, worstRating: 1 },
  },
};

export const exampleHealth = {
  status: "ok" as const,
  database: { reachable: true, latencyMs: 0.8 },
  migrations: { applied: 2, expected: 2, current: true },
  listings: { count: 100000 },
  demoData: false,
  version: "0.1.0",
  uptimeSeconds: 3600,
  checkedAt: "2026-11-22T10:00:00.000Z",
};

export const exampleUserProfile = {
  id: 7,
  username: "brightsteps",
  email: "owner@brightsteps.example",
  emailVerified: true,
  fullName: "Dana Rivera",
  role: "listing_contributor" as const,
  isAdmin: false,
  noClaimedListings: 1,
  preferredLanguage: "en",
  requiresPasswordChange: false,
  createdAt: "2026-09-14T15:02:11.000Z",
  lastLoginAt: "2026-11-21T09:30:00.000Z",
};

export const exampleLoginBody = { login: "brightsteps", password: "maple river lantern 42" };

export const exampleRegisterBody = {
  username: "brightsteps",
  email: "owner@brightsteps.example",
  fullName: "Dana Rivera",
  password: "maple river lantern 42",
};

export const exampleInvalidInput = {
  error: {
    code: "invalid_input",
    message: "Please correct the highlighted fields.",
    fields: {
      username: "Use 3 to 32 characters: letters, numbers, dots, dashes or underscores.",
      password: "This is one of the most common passwords, so it is easy to guess. Please choose another one.",
    },
  },
};

export const exampleUnauthorized = { error: { code: "unauthorized", message: "Please sign in first." } };

export const exampleForbiddenOrigin = {
  error: { code: "forbidden_origin", message: "This request did not come from this site, so it was refused." },
};

export const exampleRateLimited = {
  error: { code: "rate_limited", message: "Too many attempts, try again in 12 minutes." },
};

export const exampleNewsletterSignupBody = { email: "parent@example.com", listingId: 42 };

export const exampleNewsletterSignup = {
  code: "newsletter_check_inbox" as const,
  message: "Thank you! Please check your inbox: we sent you a link to confirm your subscription. It works for 7 days.",
};

export const exampleLinkToken = { token: "kVq3b6Jm2xN0pTzR8sYwL4cE1uHgA7dF5oIiKjXlM9Q" };

export const exampleFreshness = {
  day: "2026-11-28",
  intakeLifetimeDays: FACT_LIFETIME_DAYS.intake,
  insurersLifetimeDays: FACT_LIFETIME_DAYS.insurances,
  real: [
    {
      state: null,
      activeListings: 1200,
      intakeConfirmed: 300,
      intakePercent: 25,
      insurersConfirmed: 540,
      insurersPercent: 45,
    },
    {
      state: "TX",
      activeListings: 3,
      intakeConfirmed: 1,
      intakePercent: 33.3,
      insurersConfirmed: 2,
      insurersPercent: 66.7,
    },
  ],
  demo: [],
};
