/**
 * Search alerts (issue 29, ADR 0026): saved searches, the log of listing changes that alert
 * (written by a trigger on listings, migration 0042), what each saved search was told of, the
 * daily digest per address, and the alert links (hashed tokens).
 */
import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, cube } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

/**
 * A parent's saved search: the place (a point and a radius), the filters as columns the matching
 * statement tests in SQL, and the /search query string it came from (links and edits). Only a
 * confirmed, unpaused one is matched. `area` is the box around the circle (earthdistance), GiST
 * indexed, so a changed listing finds the searches around it without reading the others.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Lower-case address the digests go to. */
    email: text("email").notNull(),
    /** Saved from an account (confirmed at once); null when saved with an address only. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    locale: text("locale").notNull().default("en"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    paused: boolean("paused").notNull().default(false),
    /** What the visitor searched for ("43215", "Columbus, OH"), shown in words. */
    placeLabel: text("place_label").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    radiusMiles: smallint("radius_miles").notNull(),
    /** The point on earth (earthdistance's ll_to_earth), stored so matching does not compute it for every pair. */
    centre: cube("centre").generatedAlwaysAs(
      (): SQL => sql`ll_to_earth(${savedSearches.latitude}, ${savedSearches.longitude})`,
    ),
    area: cube("area").generatedAlwaysAs(
      (): SQL =>
        sql`earth_box(ll_to_earth(${savedSearches.latitude}, ${savedSearches.longitude}), ${savedSearches.radiusMiles} * 1609.344::float8)`,
    ),
    /**
     * The service-area keys of the searched place for the care settings the search covers
     * (domain/service-areas.ts placeKeys: its zip codes, counties and state): a provider whose
     * area lists one of them serves the family there, wherever its office is.
     */
    placeKeys: text("place_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    services: text("services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    settings: text("settings")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    funding: text("funding")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    insuranceIds: integer("insurance_ids")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    accepting: boolean("accepting").notNull().default(false),
    /** Can start within this many weeks (0 now, 4, 8, 12), null for any. */
    startWeeks: smallint("start_weeks"),
    age: smallint("age"),
    providerKind: text("provider_kind"),
    minRating: numeric("min_rating", { precision: 2, scale: 1, mode: "number" }),
    /** The /search query string the search was saved from (without page or sort). */
    query: text("query").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_searches_email_idx").on(t.email),
    index("saved_searches_user_idx").on(t.userId),
    index("saved_searches_area_idx")
      .using("gist", t.area)
      .where(sql`${t.confirmedAt} is not null and not ${t.paused}`),
    index("saved_searches_place_keys_idx")
      .using("gin", t.placeKeys)
      .where(sql`${t.confirmedAt} is not null and not ${t.paused}`),
    // Whose in-home radius from the office reaches the searched point: a box around the office holds the centre.
    index("saved_searches_centre_idx")
      .using("gist", t.centre)
      .where(sql`${t.confirmedAt} is not null and not ${t.paused}`),
    check("saved_searches_radius_check", sql`${t.radiusMiles} between 1 and 250`),
    check("saved_searches_start_check", sql`${t.startWeeks} in (0, 4, 8, 12)`),
    check("saved_searches_locale_check", sql`${t.locale} in ('en', 'es')`),
  ],
);

/**
 * Listing changes that alert, written by a trigger on listings (every writer is covered): a
 * listing appears (published), starts accepting with current intake, or its current wait gets
 * shorter. Matching reads the events after its cursor; old ones are purged.
 */
export const listingIntakeEvents = pgTable(
  "listing_intake_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("listing_intake_events_created_idx").on(t.createdAt),
    check("listing_intake_events_kind_check", sql`${t.kind} in ('new_listing', 'accepting', 'waitlist')`),
  ],
);

/** The matching job's cursor: the last event it read (one row). */
export const alertCursor = pgTable("alert_cursor", {
  id: boolean("id").primaryKey().default(true),
  lastEventId: bigint("last_event_id", { mode: "number" }).notNull().default(0),
  ranAt: timestamp("ran_at", { withTimezone: true }),
});

/**
 * One email per address and UTC day at most: the row is made with the matches it lists, and
 * `sentAt` is set in the transaction that queues its email, so a retried job sends nothing twice.
 */
export const alertDigests = pgTable(
  "alert_digests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    locale: text("locale").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("alert_digests_email_day_key").on(t.email, t.day),
    index("alert_digests_unsent_idx")
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** What a saved search was told of: each listing once, with why it matched; in one digest. */
export const alertMatches = pgTable(
  "alert_matches",
  {
    savedSearchId: integer("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** new_listing, accepting or waitlist (with `weeks`). */
    reason: text("reason").notNull(),
    weeks: smallint("weeks"),
    digestId: integer("digest_id").references(() => alertDigests.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index("alert_matches_digest_idx").on(t.digestId),
    index("alert_matches_pending_idx")
      .on(t.savedSearchId)
      .where(sql`${t.digestId} is null`),
    index("alert_matches_listing_idx").on(t.listingId),
  ],
);

/**
 * Alert links, a random token of which only the SHA-256 is kept: `confirm` (single use, a week)
 * confirms one saved search; `manage` (30 days) opens /alerts for its address; `unsubscribe`
 * (no expiry, any number of times) deletes every saved search of its address.
 */
export const alertTokens = pgTable(
  "alert_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    savedSearchId: integer("saved_search_id").references(() => savedSearches.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("alert_tokens_email_idx").on(t.email),
    index("alert_tokens_saved_search_idx").on(t.savedSearchId),
    check("alert_tokens_purpose_check", sql`${t.purpose} in ('confirm', 'manage', 'unsubscribe')`),
  ],
);
