/**
 * Every API operation, described once: index.ts registers the routes from this list (with the
 * checks an entry implies: its query parameters, its session), and the OpenAPI document and the
 * /api/docs page are built from it (docs/decisions/0008-api-definition.md). Parameters and request bodies come from the same definitions the
 * handlers parse with (the body schemas are the use cases' zod inputs).
 */
import type { z } from "zod";
import type { ParamDoc } from "@domain/query-params.ts";
import { listingSearchParamDefs } from "@domain/search-params.ts";
import { seoParamDefs } from "@server/listings/seo-meta.server.ts";
import { viewParam } from "@domain/map-markers.ts";
import { viewportParamDefs } from "@server/listings/viewport.server.ts";
import { statesDetailParam } from "@server/listings/states.server.ts";
import { FILTERED_CAP, MAP_CAP, TEXT_SEARCH_CAP, VIEWPORT_CAP } from "@domain/listing-limits.ts";
import {
  changePasswordInput,
  registerInput,
  resetConfirmInput,
  resetRequestInput,
  signInInput,
  verifyEmailInput,
} from "@server/auth/validation.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@server/auth/password-policy.ts";
import { signupInput } from "@server/newsletter/signup-input.ts";
import { BODY_LIMITS } from "@server/http/body-limit.server.ts";
import { imageQualityParam, imageSizeParam } from "@server/images/image-params.ts";
import * as examples from "./examples.ts";
import { hsdsPageParamDefs } from "@server/hsds/page-params.ts";
import * as hsds from "./hsds-docs.ts";
import { unknownParameterError } from "./unknown-parameters.ts";
import {
  linkTokenBodySchema,
  namedSchemas,
  oneClickBodySchema,
  stateDetailSchema,
  stateNamesSchema,
} from "./schemas.ts";

type SchemaName = keyof typeof namedSchemas;

export type HttpMethod = "get" | "post" | "put" | "delete";

interface HeaderDoc {
  description: string;
  schema: { type: "string" | "integer" };
}

export interface ResponseDoc {
  description: string;
  /** A named component, or an inline zod schema. */
  schema?: SchemaName | z.ZodType;
  contentType?: "application/json" | "text/html" | "image/*" | "application/zip";
  /** A JSON Schema written as it is (the HSDS answers point at the official HSDS schemas). */
  jsonSchema?: Record<string, unknown>;
  /** No body at all (204). */
  empty?: boolean;
  headers?: Record<string, HeaderDoc>;
  example?: unknown;
}

export interface RequestBodyDoc {
  /**
   * The zod schema the handler validates the body with, documented as its input (what a client
   * sends). Fields it refuses when missing are marked required.
   */
  schema: z.ZodType;
  description: string;
  /** Notes added to the schema's fields. */
  fields?: Record<string, string>;
  /** Fields the use case refuses when missing although the schema itself takes them empty (link tokens). */
  required?: string[];
  /** Fields the schema's preprocessing also takes as a number (turned into its digits before validation). */
  numbersAccepted?: string[];
  /** The body may be left out altogether. */
  optional?: boolean;
  /** An application/x-www-form-urlencoded alternative (RFC 8058 one-click unsubscribe). */
  form?: { schema: z.ZodType; description: string; example?: unknown };
  example?: unknown;
}

/** A path as OpenAPI writes it, parameters in braces: `/api/listings/{id}`. */
export type ApiPath = `/api/${string}`;

export interface OperationDoc {
  method: HttpMethod;
  path: ApiPath;
  summary: string;
  description: string;
  tag: "Listings" | "Insurance" | "SEO" | "Service" | "Accounts" | "Newsletter" | "Images" | "Open data";
  query: Record<string, ParamDoc>;
  pathParams?: Record<string, ParamDoc>;
  /** JSON request body (state-changing operations). */
  body?: RequestBodyDoc;
  /** The operation needs a signed-in session (the session cookie); without one the answer is 401. */
  session?: boolean;
  /** What the operation does with cookies. */
  cookies?: string;
  /** How the Origin check applies, when it differs from the rule for every state-changing call. */
  origin?: string;
  responses: Record<string, ResponseDoc>;
}

/** Whether the method changes state, so the Origin check applies (server/http/csrf.ts). */
export const isStateChanging = (op: Pick<OperationDoc, "method">) => op.method !== "get";

export const SESSION_COOKIE_NOTE =
  "The session cookie is `__Host-session` when the site is served over HTTPS (or PUBLIC_URL is https), otherwise `session`; always HttpOnly, SameSite=Lax, Path=/, with Max-Age up to the session's absolute end (90 days, 30 for admins; 30 days idle). It holds an opaque 256-bit token: send it back as it was set.";

export const ORIGIN_CHECK_NOTE =
  "Every POST, PUT, PATCH or DELETE must name this site in its Origin header (or, without Origin, its Referer); otherwise the answer is 403 with code `forbidden_origin`. Browsers send Origin themselves; other clients must set it to the site's address (for example `Origin: https://abaatlas.example`).";

export const LANGUAGE_NOTE =
  "Messages come in the request's language: English or Spanish, chosen by the `lang` cookie, else Accept-Language.";

const docsOf = (defs: Record<string, { doc: ParamDoc }>) =>
  Object.fromEntries(Object.entries(defs).map(([k, v]) => [k, v.doc]));

const badRequest: ResponseDoc = {
  description: "A parameter is invalid: the message names it, and fields has one message per bad parameter.",
  schema: "Error",
  example: examples.exampleError,
};

const forbiddenOrigin: ResponseDoc = {
  description:
    "Origin check: the request's Origin (or Referer) is not this site (code `forbidden_origin`). Nothing was done.",
  schema: "Error",
  example: examples.exampleForbiddenOrigin,
};

const unauthorized: ResponseDoc = {
  description: "No valid session (signed out, expired or ended): code `unauthorized`.",
  schema: "Error",
  example: examples.exampleUnauthorized,
};

const retryAfter: Record<string, HeaderDoc> = {
  "Retry-After": { description: "Seconds until the limit's window ends.", schema: { type: "integer" } },
};

const rateLimited = (limits: string): ResponseDoc => ({
  description: `Rate limited (code \`rate_limited\`): ${limits} The message says how many minutes to wait; Retry-After gives the seconds.`,
  schema: "Error",
  headers: retryAfter,
  example: examples.exampleRateLimited,
});

const openDataLimited = rateLimited("more than 600 open-data requests from one IP address in 10 minutes.");

const setsSessionCookie: Record<string, HeaderDoc> = {
  "Set-Cookie": {
    description:
      "The new session cookie (`__Host-session`, or `session` over plain HTTP; HttpOnly, SameSite=Lax). Any previous session of this browser ends.",
    schema: { type: "string" },
  },
};

const invalidBody = (fields: string): ResponseDoc => ({
  description: `The body is not a JSON object (code \`invalid_json\`), or a field is invalid (code \`invalid_input\`, with one message per field in \`fields\`: ${fields}).`,
  schema: "Error",
  example: examples.exampleInvalidInput,
});

const PASSWORD_RULES = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters (code points), any characters, taken exactly as typed (never trimmed); not one of the ~49,000 most common passwords, not the site's name, the account's username or email address.`;

/**
 * One entry of the table. It keeps the method and path as literal types, so OperationKey names
 * every operation and the handler table (index.ts) must have exactly one handler for each.
 */
function operation<M extends HttpMethod, P extends ApiPath>(op: OperationDoc & { method: M; path: P }) {
  return op;
}

export const operations = [
  operation({
    method: "get",
    path: "/api/listings",
    tag: "Listings",
    summary: "Search listings",
    description: [
      "The search behind every search page. Filters combine with AND between kinds and OR within a list.",
      `Caps (spec section 9): zip, city and name searches return at most ${TEXT_SEARCH_CAP}; other filtered results at most ${FILTERED_CAP}; homepage_map at most ${MAP_CAP}; state_page is not capped. \`total\` is the number reachable through paging (never more than the cap) and pages stay inside it.`,
      `Service areas (issue 29): a zip, city or lat/lng search also returns, beyond the cap's nearest, up to ${TEXT_SEARCH_CAP} (${FILTERED_CAP} for other filtered searches, within their cap) listings whose service area covers the place (an in-home radius from the office reaching it, its zip code listed, or telehealth in its state), nearest office first, each with \`servesSearchedPlace\`. Sorted by distance, a provider whose in-home area covers the place counts as at distance 0; \`distanceMiles\` stays the office's.`,
      "An unknown zip code is not an error: the answer is empty with a `notice`.",
      "Scalar parameters take their first value when repeated; list parameters join every value, so plain HTML checkboxes work.",
    ].join("\n\n"),
    query: { ...docsOf(listingSearchParamDefs), view: viewParam.doc },
    responses: {
      "200": {
        description: "One page of listings and how the search ran (markers with view=markers).",
        schema: namedSchemas.ListingSearchResult.or(namedSchemas.MarkerSearchResult),
        example: examples.exampleSearchResult,
      },
      "400": badRequest,
    },
  }),
  operation({
    method: "get",
    path: "/api/listings/states",
    tag: "Listings",
    summary: "States with listings",
    description:
      "Names of the states (50 states and DC, which is 'Washington DC') that have at least one active listing, A-Z.",
    query: { detail: statesDetailParam.doc },
    responses: {
      "200": {
        description: "State names; with detail=true, objects {code, name, slug, count}.",
        schema: stateNamesSchema.or(stateDetailSchema),
        example: ["California", "Texas", "Washington DC"],
      },
      "400": badRequest,
    },
  }),
  operation({
    method: "get",
    path: "/api/listings/viewport",
    tag: "Listings",
    summary: "Listings inside map bounds",
    description: `Active listings whose coordinates are inside the bounds (latitudes beyond ±85° are never drawn), in relevance order, at most ${VIEWPORT_CAP}. The listing filters (tier, services, insurances, rating and the rest) narrow it as they narrow a search, so a map shows the same providers as its list.`,
    query: { ...docsOf(viewportParamDefs), view: viewParam.doc },
    responses: {
      "200": {
        description: "The listings (markers with view=markers) and the bounds applied.",
        schema: namedSchemas.ViewportResult.or(namedSchemas.MarkerViewportResult),
        example: examples.exampleViewport,
      },
      "400": badRequest,
    },
  }),
  operation({
    method: "get",
    path: "/api/listings/{id}",
    tag: "Listings",
    summary: "One listing",
    description: "An active listing with everything the listing page shows, and its preferred URL.",
    query: {},
    pathParams: {
      id: { description: "The listing's id.", schema: { type: "integer", minimum: 1 }, required: true, example: "42" },
    },
    responses: {
      "200": {
        description: "The listing.",
        schema: "ListingDetail",
        example: { listing: examples.exampleListing, preferredUrl: examples.exampleListing.url },
      },
      "404": { description: "No active listing has this id.", schema: "Error" },
    },
  }),
  operation({
    method: "get",
    path: "/api/images/{id}",
    tag: "Images",
    summary: "A listing photo",
    description: [
      "A photo an owner uploaded, re-encoded without metadata (no location or camera details) at the size asked for. The listing's `images` hold these addresses, first photo first.",
      "The format follows Accept: AVIF when accepted, else WebP, else JPEG (answered with Vary: Accept).",
      "An id never names other bytes, so the answer is cached for a year as immutable. A deleted or unknown photo is 404.",
    ].join("\n\n"),
    query: { size: imageSizeParam.doc, quality: imageQualityParam.doc },
    pathParams: {
      id: { description: "The photo's id.", schema: { type: "integer", minimum: 1 }, required: true, example: "7" },
    },
    responses: {
      "200": {
        description: "The photo: image/avif, image/webp or image/jpeg.",
        contentType: "image/*",
        headers: {
          "Cache-Control": { description: "public, max-age=31536000, immutable", schema: { type: "string" } },
          Vary: { description: "Accept", schema: { type: "string" } },
        },
      },
      "400": badRequest,
      "404": { description: "No photo has this id, or it was deleted (code `image_not_found`).", schema: "Error" },
    },
  }),
  operation({
    method: "get",
    path: "/api/insurance-providers",
    tag: "Insurance",
    summary: "Insurers to filter by",
    description: "Active insurance providers, by sortOrder then displayName. Use `name` in the insurances filter.",
    query: {},
    responses: {
      "200": {
        description: "The insurers.",
        schema: namedSchemas.InsuranceProvider.array(),
        example: examples.exampleInsuranceProviders,
      },
    },
  }),
  operation({
    method: "get",
    path: "/api/freshness",
    tag: "Listings",
    summary: "How up to date the listings are",
    description:
      "The latest daily figures of /freshness: nationwide and per state, real and demo listings apart, the active listings and how many had their intake and their insurers confirmed within their lifetimes (fact_sources dates). Computed once a day; `day` is null before the first run.",
    query: {},
    responses: {
      "200": { description: "The figures.", schema: "Freshness", example: examples.exampleFreshness },
    },
  }),
  operation({
    method: "get",
    path: "/api/seo/meta",
    tag: "SEO",
    summary: "Search-engine metadata for a page",
    description:
      "Title, description, keywords, Open Graph fields and JSON-LD for a listing (listingId), a state page (state), a search (query, location) or, with none of those, the home page. Listing JSON-LD is a MedicalBusiness with address, geo, telephone, priceRange by tier ($$ basic, $$$ premium family, $$$$ featured; none for a registry listing), areaServed and, only when the listing has reviews, aggregateRating.",
    query: docsOf(seoParamDefs),
    responses: {
      "200": { description: "The metadata.", schema: "SeoMeta", example: examples.exampleSeoMeta },
      "400": badRequest,
      "404": { description: "listingId names no active listing.", schema: "Error" },
    },
  }),
  operation({
    method: "get",
    path: "/api/health",
    tag: "Service",
    summary: "Health",
    description:
      "Database reachability and latency, migrations, listing count, version and uptime. 503 when the database is down.",
    query: {},
    responses: {
      "200": {
        description: "Up (status ok, or degraded when migrations are behind).",
        schema: "Health",
        example: examples.exampleHealth,
      },
      "503": { description: "The database cannot be reached.", schema: "Health" },
    },
  }),
  operation({
    method: "get",
    path: "/api/auth/user",
    tag: "Accounts",
    summary: "The signed-in user",
    description: "The public profile of the session's user (never the password hash).",
    query: {},
    session: true,
    responses: {
      "200": { description: "The user.", schema: "UserProfile", example: examples.exampleUserProfile },
      "401": unauthorized,
    },
  }),
  operation({
    method: "get",
    path: "/api/auth/password-status",
    tag: "Accounts",
    summary: "Must the password change?",
    description:
      "Whether the user signed in with a temporary password and must choose a new one (POST /api/auth/change-password) before anything else.",
    query: {},
    session: true,
    responses: {
      "200": {
        description: "The flag.",
        schema: "PasswordStatus",
        example: { requiresPasswordChange: false },
      },
      "401": unauthorized,
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/login",
    tag: "Accounts",
    summary: "Sign in",
    description:
      "Signs in with a username or email address (either case-insensitive) and the password, and starts a new session. A wrong password, an unknown account and a deactivated account get the same 401.",
    query: {},
    body: {
      schema: signInInput,
      description: "The credentials.",
      fields: {
        login: "Username or email address; surrounding spaces are ignored.",
        password: "Exactly as typed.",
      },
      example: examples.exampleLoginBody,
    },
    cookies: "Sets the session cookie on success.",
    responses: {
      "200": {
        description: "Signed in: the user's profile. Check `requiresPasswordChange`.",
        schema: "UserProfile",
        headers: setsSessionCookie,
        example: examples.exampleUserProfile,
      },
      "400": invalidBody("login, password"),
      "401": {
        description: "The username or email address, or the password, is not correct (code `invalid_credentials`).",
        schema: "Error",
      },
      "403": forbiddenOrigin,
      "429": rateLimited(
        "after 10 failed sign-ins for one account from one IP address (that address only: others still sign in), 30 from one IP address whatever the account, or, past 100 for one account from all addresses, from an address that already failed for it; in 15 minutes. A successful sign-in clears its address's count for the account.",
      ),
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/register",
    tag: "Accounts",
    summary: "Create an account",
    description:
      "Creates a listing_contributor account in the request's language and emails a link to confirm the address (valid 48 hours); the account cannot sign in until the link is used, and no session is started. When the address already has an account, none is created and its owner is emailed instead; the answer is the same 202 either way, so it says nothing about who has an account. A taken username is said (usernames are public). Password rules are explained even while other fields still need fixing.",
    query: {},
    body: {
      schema: registerInput,
      description: "The new account.",
      fields: {
        username: "3 to 32 letters, digits, dots, dashes or underscores.",
        email: "A valid email address (at most 254 characters); surrounding spaces are ignored.",
        fullName: "Optional, at most 100 characters.",
        password: PASSWORD_RULES,
      },
      example: examples.exampleRegisterBody,
    },
    responses: {
      "202": {
        description:
          "Accepted, whether or not the address already had an account: 'Check your email to finish creating your account…'.",
        schema: "Message",
        example: {
          message:
            "Check your email to finish creating your account: we sent a link to the address you entered. It works for 48 hours.",
        },
      },
      "400": invalidBody("username, email, fullName, password"),
      "403": forbiddenOrigin,
      "409": {
        description:
          "The username is taken (code `invalid_input`, `fields.username`). A taken email address is never said.",
        schema: "Error",
      },
      "429": rateLimited("more than 20 registrations with valid input from one IP address in an hour."),
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/logout",
    tag: "Accounts",
    summary: "Sign out",
    description: "Ends the request's session on the server and clears the cookie. Harmless without a session.",
    query: {},
    cookies: "Reads the session cookie and clears it (Max-Age=0).",
    responses: {
      "204": {
        description: "Signed out.",
        empty: true,
        headers: { "Set-Cookie": { description: "Clears the session cookie.", schema: { type: "string" } } },
      },
      "403": forbiddenOrigin,
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/reset-password/request",
    tag: "Accounts",
    summary: "Ask for a password reset link",
    description:
      "Emails a link to reset the password (valid 1 hour; only the newest works) if an active account has this address. The answer is the same either way, and the lookup happens after it, so it says nothing about which addresses have accounts.",
    query: {},
    body: {
      schema: resetRequestInput,
      description: "The account's email address.",
      example: { email: "owner@brightsteps.example" },
    },
    responses: {
      "202": {
        description: "Accepted: 'If an account exists for that address, we sent a link…'.",
        schema: "Message",
        example: {
          message:
            "If an account exists for that address, we sent a link to reset its password. The link works for 1 hour.",
        },
      },
      "400": invalidBody("email"),
      "403": forbiddenOrigin,
      "429": rateLimited("more than 10 requests from one IP address, or 3 for one address, in an hour."),
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/reset-password/confirm",
    tag: "Accounts",
    summary: "Set a new password with a reset link",
    description:
      "Uses the emailed link's token to set a new password. The link is used up only when the password is acceptable; then every session of the account ends, outstanding reset links are revoked and a 'password changed' email goes out. Sign in afterwards.",
    query: {},
    body: {
      schema: resetConfirmInput,
      description: "The link's token and the new password.",
      fields: {
        token: "The `token` query parameter of the emailed link.",
        password: PASSWORD_RULES,
      },
      required: ["token"],
      example: { token: examples.exampleLinkToken.token, password: "maple river lantern 42" },
    },
    responses: {
      "200": {
        description: "The password was changed.",
        schema: "Message",
        example: { message: "Your password was changed. Sign in with your new password." },
      },
      "400": {
        description:
          "The link is not valid: used, expired or unknown (code `token_invalid`); or the body is not JSON (`invalid_json`) or the password is refused (`invalid_input`, `fields.password`).",
        schema: "Error",
      },
      "403": forbiddenOrigin,
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/change-password",
    tag: "Accounts",
    summary: "Change the password",
    description:
      "Changes the signed-in user's password after checking the current one, clears a temporary-password flag, ends every other session of the account and sends a 'password changed' email. This session stays signed in.",
    query: {},
    session: true,
    body: {
      schema: changePasswordInput,
      description: "The current and the new password.",
      fields: {
        currentPassword: "Exactly as typed. Wrong ones count toward the account's sign-in limit.",
        newPassword: `${PASSWORD_RULES} Must differ from the current one.`,
      },
      example: { currentPassword: "maple river lantern 42", newPassword: "quiet harbor violin 7" },
    },
    cookies: "Reads the session cookie.",
    responses: {
      "200": {
        description: "Changed.",
        schema: "PasswordChanged",
        example: {
          message: "Your password was changed. Your other sessions were signed out.",
          requiresPasswordChange: false,
        },
      },
      "400": invalidBody("currentPassword (wrong), newPassword (refused or the same)"),
      "401": unauthorized,
      "403": forbiddenOrigin,
      "429": rateLimited(
        "the account's sign-in limit (10 failures in 15 minutes, wrong current passwords included) is reached.",
      ),
    },
  }),
  operation({
    method: "post",
    path: "/api/auth/verify-email",
    tag: "Accounts",
    summary: "Confirm an email address",
    description: "Uses the token of the verification link emailed at registration (valid 48 hours, single use).",
    query: {},
    body: {
      schema: verifyEmailInput,
      description: "The link's token.",
      fields: { token: "The `token` query parameter of the emailed link." },
      required: ["token"],
      example: examples.exampleLinkToken,
    },
    responses: {
      "200": {
        description: "The address is confirmed.",
        schema: "Message",
        example: { message: "Thank you: your email address is confirmed." },
      },
      "400": {
        description:
          "The link is not valid: used, expired or unknown (code `token_invalid`), or the body is not JSON (`invalid_json`).",
        schema: "Error",
      },
      "403": forbiddenOrigin,
    },
  }),
  operation({
    method: "post",
    path: "/api/newsletter",
    tag: "Newsletter",
    summary: "Sign up for the newsletter",
    description:
      "Double opt-in: emails a confirmation link (valid 7 days, single use); the address is stored only once the link is used (POST /api/newsletter/confirm). Every valid signup gets the same answer, whether or not the address is subscribed already, and the mail goes out after it. At most 3 confirmation emails per address per hour: past that the answer is the same and nothing is sent.",
    query: {},
    body: {
      schema: signupInput,
      description: "The address to subscribe.",
      fields: {
        email: "A valid email address (at most 254 characters); stored lower-cased.",
        listingId:
          "Optional: the listing page the signup came from, as a number or a string of digits. Anything else is ignored.",
      },
      numbersAccepted: ["listingId"],
      example: examples.exampleNewsletterSignupBody,
    },
    responses: {
      "202": {
        description: "Accepted: code `newsletter_check_inbox`.",
        schema: "NewsletterAnswer",
        example: examples.exampleNewsletterSignup,
      },
      "400": invalidBody("email"),
      "403": forbiddenOrigin,
      "429": rateLimited("more than 10 signups from one IP address in an hour."),
    },
  }),
  operation({
    method: "post",
    path: "/api/newsletter/confirm",
    tag: "Newsletter",
    summary: "Confirm a newsletter signup",
    description:
      "Uses the confirmation link's token: the address becomes an active subscriber (re-subscribing reactivates it) and a welcome email with an unsubscribe link goes out.",
    query: {},
    body: {
      schema: linkTokenBodySchema,
      description: "The confirmation link's token.",
      example: examples.exampleLinkToken,
    },
    responses: {
      "200": {
        description: "Code `newsletter_subscribed`, or `newsletter_already_subscribed`.",
        schema: "NewsletterAnswer",
        example: {
          code: "newsletter_subscribed",
          message: "You're subscribed. Thank you! We sent a welcome email with a link to unsubscribe at any time.",
        },
      },
      "400": {
        description:
          "The link is not valid: unknown, used or expired (code `newsletter_link_invalid`), or the body is not a JSON object (`invalid_json`).",
        schema: "Error",
      },
      "403": forbiddenOrigin,
    },
  }),
  operation({
    method: "post",
    path: "/api/newsletter/unsubscribe",
    tag: "Newsletter",
    summary: "Unsubscribe from the newsletter",
    description:
      "Uses an unsubscribe link's token (every newsletter email carries one, also in its List-Unsubscribe header). Works any number of times. The token comes in a JSON body or in the query string; mail programs' RFC 8058 one-click POST sends `List-Unsubscribe=One-Click` as a form with the token in the query string.",
    query: {
      token: {
        description: "The unsubscribe link's token, when the body does not carry it (a JSON body's token wins).",
        schema: { type: "string" },
        example: examples.exampleLinkToken.token,
      },
    },
    body: {
      schema: linkTokenBodySchema,
      description: "The link's token (JSON), or nothing when it is in the query string.",
      optional: true,
      form: {
        schema: oneClickBodySchema,
        description: "RFC 8058 one-click unsubscribe, as mail programs send it; the token is in the query string.",
        example: { "List-Unsubscribe": "One-Click" },
      },
      example: examples.exampleLinkToken,
    },
    origin:
      "One-click POSTs come from mail providers' servers without Origin or Referer, so this path also accepts a POST that names no origin at all (the token is the authority; no cookie is used). A POST naming another site is still refused.",
    responses: {
      "200": {
        description: "Code `newsletter_unsubscribed`, or `newsletter_already_unsubscribed`.",
        schema: "NewsletterAnswer",
        example: {
          code: "newsletter_unsubscribed",
          message: "You have been unsubscribed. You will not receive our newsletter anymore.",
        },
      },
      "400": {
        description:
          "The link is not valid (code `newsletter_link_invalid`), or a JSON content type came with a body that is not a JSON object (`invalid_json`).",
        schema: "Error",
      },
      "403": forbiddenOrigin,
    },
  }),
  operation({
    method: "get",
    path: "/api/hsds",
    tag: "Open data",
    summary: "HSDS: about this API",
    description: hsds.META_DESCRIPTION,
    query: {},
    responses: {
      "200": { description: "The HSDS version and where this API is described.", jsonSchema: hsds.metaSchema },
    },
  }),
  operation({
    method: "get",
    path: "/api/hsds/organizations",
    tag: "Open data",
    summary: "HSDS: organizations",
    description: hsds.listDescription(
      "organization per active listing, with its own fields, its NPI (`organization_identifiers`) and its provider kind (an attribute) when it is listed from the NPI Registry",
    ),
    query: docsOf(hsdsPageParamDefs),
    responses: {
      "200": { description: "One page of organizations.", jsonSchema: hsds.pageOf("organization_list") },
      "400": badRequest,
      "429": openDataLimited,
    },
  }),
  operation({
    method: "get",
    path: "/api/hsds/organizations/{id}",
    tag: "Open data",
    summary: "HSDS: one organization",
    description: `The organization, fully nested: its NPI and provider kind (registry listings), its phone, its location (address, opening hours) and its service. Each record's \`metadata\` says which source last confirmed each of its fields, and when. ${hsds.ID_NOTE}`,
    query: {},
    pathParams: { id: hsds.idParam("organization") },
    responses: {
      "200": { description: "The organization.", jsonSchema: hsds.compiled("organization") },
      "404": { description: "No published organization has this id (code `not_found`).", schema: "Error" },
      "429": openDataLimited,
    },
  }),
  operation({
    method: "get",
    path: "/api/hsds/services",
    tag: "Open data",
    summary: "HSDS: services",
    description: hsds.listDescription("service per active listing, with its own fields and its organization"),
    query: docsOf(hsdsPageParamDefs),
    responses: {
      "200": { description: "One page of services.", jsonSchema: hsds.pageOf("service_list") },
      "400": badRequest,
      "429": openDataLimited,
    },
  }),
  operation({
    method: "get",
    path: "/api/hsds/services/{id}",
    tag: "Open data",
    summary: "HSDS: one service",
    description: `The service, fully nested: organization, phone, service_at_locations with the location, languages, funding, and attributes with their taxonomy terms. Each record's \`metadata\` says which source last confirmed each of its fields, and when. ${hsds.ID_NOTE}`,
    query: {},
    pathParams: { id: hsds.idParam("service") },
    responses: {
      "200": { description: "The service.", jsonSchema: hsds.compiled("service") },
      "404": { description: "No published service has this id (code `not_found`).", schema: "Error" },
      "429": openDataLimited,
    },
  }),
  operation({
    method: "get",
    path: "/api/hsds/locations",
    tag: "Open data",
    summary: "HSDS: locations",
    description: hsds.listDescription(
      "physical location per active listing, with its address and opening hours (not an endpoint of the HSDS API reference, which reaches locations through services; same envelope)",
    ),
    query: docsOf(hsdsPageParamDefs),
    responses: {
      "200": { description: "One page of locations.", jsonSchema: hsds.pageOf("location") },
      "400": badRequest,
      "429": openDataLimited,
    },
  }),
  operation({
    method: "get",
    path: "/api/hsds/datapackage.zip",
    tag: "Open data",
    summary: "HSDS: the whole directory as a data package",
    description: hsds.PACKAGE_DESCRIPTION,
    query: {},
    responses: {
      "200": {
        description:
          "A zip of datapackage.json and the CSV files, built in the background (at most 10 minutes behind the site).",
        contentType: "application/zip",
        headers: {
          "Cache-Control": { description: "public, max-age=600", schema: { type: "string" } },
          "Content-Disposition": {
            description: 'attachment; filename="aba-atlas-hsds.zip"',
            schema: { type: "string" },
          },
          ETag: { description: "The package's sha-256 (strong validator).", schema: { type: "string" } },
          "Last-Modified": { description: "When the package was built.", schema: { type: "string" } },
        },
      },
      "304": { description: "If-None-Match named the current package's ETag.", empty: true },
      "429": rateLimited("more than 20 downloads from one IP address in an hour."),
      "503": {
        description:
          "No package has been built yet (code `data_package_building`): one is queued; Retry-After gives the seconds to wait.",
        schema: "Error",
        headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } },
      },
    },
  }),
  operation({
    method: "get",
    path: "/api/openapi.json",
    tag: "Service",
    summary: "This API as OpenAPI 3.1",
    description: "The machine-readable description of every endpoint.",
    query: {},
    responses: { "200": { description: "OpenAPI 3.1 document." } },
  }),
  operation({
    method: "get",
    path: "/api/docs",
    tag: "Service",
    summary: "API reference page",
    description: "A readable HTML reference built from the same description.",
    query: {},
    responses: { "200": { description: "HTML page.", contentType: "text/html" } },
  }),
];

type KeyOf<O> = O extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

/** An operation's name, method and path: `get /api/listings/{id}`. */
export type OperationKey = KeyOf<(typeof operations)[number]>;

export const operationKey = (op: (typeof operations)[number]) => `${op.method} ${op.path}` as OperationKey;

/** The query parameters the operation takes; any other is refused with 400 `unknown_parameter`. */
export const queryParameterNames = (op: Pick<OperationDoc, "query">) => Object.keys(op.query);

const UNKNOWN_PARAMETER_NOTE =
  "A query parameter this operation does not take is refused before the operation's own checks (session, body, parameter values; only the Origin check comes first), with code `unknown_parameter`: the message names each one, in the request's language, and so does `fields`.";

/**
 * The operation's answers as documented. Every operation refuses unknown query parameters
 * (index.ts checks them before the handler runs), so that 400 is added here for all of them
 * rather than written into each entry, where one could be forgotten.
 */
export function documentedResponses(op: OperationDoc): Record<string, ResponseDoc> {
  const own = op.responses["400"];
  const badRequest: ResponseDoc = own
    ? { ...own, description: `${own.description} ${UNKNOWN_PARAMETER_NOTE}` }
    : {
        description: UNKNOWN_PARAMETER_NOTE,
        schema: "Error",
        example: { error: unknownParameterError(["zip"], queryParameterNames(op), "en") },
      };
  // Every call that takes a body has the same size limit (server/http/body-limit.server.ts).
  const tooLarge: Record<string, ResponseDoc> = op.body
    ? {
        "413": {
          description: `The body is larger than ${BODY_LIMITS.api / 1024} KiB (code \`payload_too_large\`); it was not read. Nothing was done.`,
          schema: "Error",
        },
      }
    : {};
  // Integer-like keys keep ascending order, so the 400 lands between 2xx and 401+.
  return { ...op.responses, "400": badRequest, ...tooLarge };
}
