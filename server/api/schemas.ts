/**
 * Response shapes of the JSON API as zod schemas: the OpenAPI document is generated from them,
 * and the API tests check real responses against them, so the document stays accurate.
 */
import { z } from "zod";
import { insuranceRefSchema, listingSchema } from "@domain/listing-schema.ts";
import { markerSchema } from "@domain/map-markers.ts";
import { SORTS } from "@domain/search-params.ts";
import { ROLES, type PublicProfile } from "@server/auth/users.server.ts";
import type { FormMessageCode } from "@server/contact/messages.ts";

export { listingSchema, markerSchema };

export const errorSchema = z.object({
  error: z.object({
    code: z
      .string()
      .describe(
        "Machine-readable: unknown_parameter, invalid_query, invalid_json, invalid_input, token_invalid, invalid_credentials, unauthorized, forbidden_origin, rate_limited, not_found, internal_error, …",
      ),
    message: z.string().describe("For people, in the request's language (the lang cookie, else Accept-Language)."),
    fields: z.record(z.string(), z.string()).optional().describe("One message per invalid parameter or body field."),
  }),
});

const originSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  label: z.string().nullable().describe("The zip or city searched ('Austin, TX'); null for the visitor's location."),
  city: z.string().nullable().describe("The searched place's city; null for the visitor's location."),
  state: z.string().nullable().describe("The searched place's two-letter state code; null for the visitor's location."),
  source: z.enum(["zip", "city", "location"]),
});

export const searchResultSchema = z.object({
  listings: z.array(listingSchema),
  query: z.string().nullable().describe("The search text as used: trimmed and cut to 50 characters."),
  total: z.number().int().describe("Listings reachable through paging: the matches, bounded by the cap."),
  matched: z
    .number()
    .int()
    .nullable()
    .describe("Matches before the cap when counted (state_page); null when the search stopped at the cap."),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  cap: z
    .number()
    .int()
    .nullable()
    .describe(
      "25 for zip, city and name searches, 100 for other filtered results, 500 for homepage_map, null for state_page.",
    ),
  mode: z.enum(["map", "zip", "city", "name", "filtered", "state_page"]),
  sort: z.enum([...SORTS, "similarity"]).describe("The order applied; similarity is the default for name searches."),
  origin: originSchema.nullable().describe("Where distances are measured from."),
  radiusMiles: z.number().nullable().describe("The distance filter that applied."),
  notice: z
    .object({ code: z.literal("unknown_zip"), message: z.string() })
    .nullable()
    .describe("Why nothing can match (an unknown zip code); not an error."),
});

export const viewportResultSchema = z.object({
  listings: z.array(listingSchema),
  total: z.number().int(),
  cap: z.number().int(),
  truncated: z.boolean().describe("More listings are inside the bounds than the cap."),
  bounds: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }),
  zoom: z.number().nullable(),
});

/** The same answers with view=markers: slim markers instead of whole listings. */
export const markerSearchResultSchema = searchResultSchema.extend({
  listings: z.array(markerSchema).describe("Markers of the drawable listings (view=markers)."),
});
export const markerViewportResultSchema = viewportResultSchema.extend({
  listings: z.array(markerSchema).describe("Markers (view=markers)."),
});

export const stateNamesSchema = z.array(z.string()).describe("Names of the states that have listings, A-Z.");
export const stateDetailSchema = z.array(
  z.object({ code: z.string(), name: z.string(), slug: z.string(), count: z.number().int() }),
);

export const insuranceProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  isActive: z.boolean(),
});

export const listingDetailSchema = z.object({
  listing: listingSchema,
  preferredUrl: z.string(),
});

export const seoMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.string(),
  ogUrl: z.string(),
  structuredData: z.record(z.string(), z.unknown()).describe("JSON-LD (schema.org)."),
});

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "down"]),
  database: z.object({ reachable: z.boolean(), latencyMs: z.number().nullable(), error: z.string().optional() }),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int(), current: z.boolean() }),
  listings: z.object({ count: z.number().int().nullable() }),
  demoData: z.boolean(),
  version: z.string(),
  uptimeSeconds: z.number(),
  checkedAt: z.string(),
});

const freshnessAreaSchema = z.object({
  state: z.string().nullable().describe("Two-letter state, or null for the whole country (the first row)."),
  activeListings: z.number().int(),
  intakeConfirmed: z.number().int().describe("Active listings whose intake was confirmed within intakeLifetimeDays."),
  intakePercent: z.number().nullable().describe("intakeConfirmed of activeListings, in percent, one decimal."),
  insurersConfirmed: z
    .number()
    .int()
    .describe("Active listings whose insurers were confirmed within insurersLifetimeDays."),
  insurersPercent: z.number().nullable().describe("insurersConfirmed of activeListings, in percent, one decimal."),
});

/** The public freshness figures (issue 29, /freshness; server/freshness). */
export const freshnessSchema = z.object({
  day: z
    .string()
    .nullable()
    .describe("The UTC day (YYYY-MM-DD) the figures were computed for; null before the first daily run."),
  intakeLifetimeDays: z.number().int(),
  insurersLifetimeDays: z.number().int(),
  real: freshnessAreaSchema
    .array()
    .describe("Listings of real providers: nationwide, then each state with active listings."),
  demo: freshnessAreaSchema.array().describe("Made-up demo listings, counted apart (empty on a site without them)."),
});

/** What the account calls answer about the signed-in user (publicProfile in server/auth/users.server.ts). */
export const userProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string().nullable(),
  role: z.enum(ROLES),
  isAdmin: z.boolean().describe("site_admin or listing_admin."),
  noClaimedListings: z.number().int(),
  preferredLanguage: z.string().nullable(),
  requiresPasswordChange: z
    .boolean()
    .describe("A temporary password: the user must choose a new one (POST /api/auth/change-password) first."),
  createdAt: z.string().describe("ISO 8601."),
  lastLoginAt: z.string().nullable().describe("ISO 8601."),
});

/** Compile-time check that the schema and publicProfile() describe the same object. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function sameShape<T extends true>(): T | undefined {
  return undefined;
}
sameShape<Same<z.infer<typeof userProfileSchema>, PublicProfile>>();

const passwordStatusSchema = z.object({ requiresPasswordChange: z.boolean() });

const messageSchema = z.object({
  message: z.string().describe("What happened, for people, in the request's language."),
});

const passwordChangedSchema = messageSchema.extend({ requiresPasswordChange: z.literal(false) });

const NEWSLETTER_CODES = [
  "newsletter_check_inbox",
  "newsletter_subscribed",
  "newsletter_already_subscribed",
  "newsletter_unsubscribed",
  "newsletter_already_unsubscribed",
] as const satisfies readonly FormMessageCode[];

export const newsletterAnswerSchema = z.object({
  code: z.enum(NEWSLETTER_CODES),
  message: z.string().describe("The same answer for people, in the request's language."),
});

/**
 * Body of the newsletter link calls. Documentation only: the handlers check the token with
 * isTokenShaped (server/auth/tokens.ts), not with zod.
 */
export const linkTokenBodySchema = z.object({
  token: z
    .string()
    .describe(
      "The token from the emailed link (the `token` query parameter of its address): 43 characters, base64url.",
    ),
});

/** The RFC 8058 one-click body mail programs send (with the token in the query string). */
export const oneClickBodySchema = z.object({
  "List-Unsubscribe": z.literal("One-Click"),
});

/** Component names in the OpenAPI document. */
export const namedSchemas = {
  Error: errorSchema,
  Listing: listingSchema,
  Marker: markerSchema,
  InsuranceRef: insuranceRefSchema,
  ListingSearchResult: searchResultSchema,
  ViewportResult: viewportResultSchema,
  MarkerSearchResult: markerSearchResultSchema,
  MarkerViewportResult: markerViewportResultSchema,
  ListingDetail: listingDetailSchema,
  InsuranceProvider: insuranceProviderSchema,
  SeoMeta: seoMetaSchema,
  Health: healthSchema,
  Freshness: freshnessSchema,
  UserProfile: userProfileSchema,
  PasswordStatus: passwordStatusSchema,
  Message: messageSchema,
  PasswordChanged: passwordChangedSchema,
  NewsletterAnswer: newsletterAnswerSchema,
} as const;
