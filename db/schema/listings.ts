import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, cube, emptyJsonList, tsvector, updatedAt } from "./columns.ts";
import { users } from "./users.ts";
import type { FactSources } from "../../domain/provenance.ts";
import type { RegistryRecord } from "../../domain/nppes/record.ts";
import type { ServiceArea } from "../../domain/service-areas.ts";

export const listings = pgTable(
  "listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description"),
    address: text("address"),
    city: text("city").notNull(),
    /** Two-letter code. */
    state: text("state").notNull(),
    zipCode: text("zip_code"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * The point on earth (ll_to_earth(latitude, longitude); null without coordinates), kept by
     * the database (migration 0020): radius tests and the nearest-first order read it instead of
     * computing it for every candidate row, and a GiST index on it walks nearest first.
     */
    earthPoint: cube("earth_point").generatedAlwaysAs(
      (): SQL => sql`ll_to_earth(${listings.latitude}, ${listings.longitude})`,
    ),
    phone: text("phone"),
    /** Null when no source gave one (the NPI registry publishes no email addresses). */
    email: text("email"),
    website: text("website"),
    /** 'open-close', for example '8:00 AM-6:00 PM'. */
    openingHours: text("opening_hours"),
    tier: text("tier").notNull().default("basic"),
    /**
     * The spec's sort rank of the tier (domain/tiers.ts tierRank: featured 5 … basic 1), kept by
     * the database, so an index can hold listings in result order (migration 0007).
     */
    tierRank: smallint("tier_rank")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case ${listings.tier} when 'featured' then 5 when 'premium-state' then 4 when 'premium-city' then 3 when 'premium' then 2 when 'premium-local' then 2 else 1 end`,
      ),
    status: text("status").notNull().default("active"),
    services: jsonb("services").$type<string[]>().notNull().default(emptyJsonList),
    images: jsonb("images").$type<string[]>().notNull().default(emptyJsonList),
    jobPostingAllowance: integer("job_posting_allowance").notNull().default(0),
    jobPostingAddon: text("job_posting_addon"),
    paymentIntentId: text("payment_intent_id"),
    paymentStatus: text("payment_status").notNull().default("pending"),

    // Beyond the spec: intake, ages, settings, languages, funding, credentials.
    acceptingNewClients: boolean("accepting_new_clients"),
    waitlistWeeks: smallint("waitlist_weeks"),
    lastVerifiedAt: date("last_verified_at"),
    /**
     * The day the intake was last confirmed, kept by the database from fact_sources (migration
     * 0032, fact_confirmed_on): every writer of the intake writes fact_sources, and the search
     * compares this column with the oldest day still current (domain/fact-freshness.ts).
     */
    intakeConfirmedOn: date("intake_confirmed_on", { mode: "string" }).generatedAlwaysAs(
      (): SQL => sql`fact_confirmed_on(${listings.factSources}, 'intake')`,
    ),
    /**
     * The intake is current (confirmed within its 30 days): set by a trigger when fact_sources is
     * written and cleared by the daily intake_expiry job (migration 0032), so the relevance order
     * ranks current intake first within a tier from an index. The filters test the date itself.
     */
    intakeFresh: boolean("intake_fresh").notNull().default(false),
    minAgeYears: smallint("min_age_years"),
    maxAgeYears: smallint("max_age_years"),
    careSettings: jsonb("care_settings").$type<string[]>().notNull().default(emptyJsonList),
    languages: jsonb("languages").$type<string[]>().notNull().default(emptyJsonList),
    fundingAccepted: jsonb("funding_accepted").$type<string[]>().notNull().default(emptyJsonList),
    bcbaCertificantNumbers: jsonb("bcba_certificant_numbers").$type<string[]>().notNull().default(emptyJsonList),
    ownerVerified: boolean("owner_verified").notNull().default(false),
    /**
     * Set when an admin merged this duplicate into another listing (migration 0015): the row
     * stays, closed, so its URL answers 301 to the survivor.
     */
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => listings.id, { onDelete: "set null" }),

    /** Review summary (one-decimal average, 0 without reviews, and count); kept by triggers on reviews. */
    ratingAverage: numeric("rating_average", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** Ids of the listing's insurers; kept by triggers on listing_insurances. */
    insuranceProviderIds: integer("insurance_provider_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),

    /** Names, cities and descriptions for full-text search; kept by the database. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(${listings.name}, '')), 'A') || setweight(to_tsvector('simple', coalesce(${listings.city}, '')), 'B') || setweight(to_tsvector('english', coalesce(${listings.description}, '')), 'C')`,
    ),
    // The NPI registry (issue 27, ADR 0019). A registry provider has one listing per practice
    // location: location 0 is the primary practice address, 1… its secondary locations.
    npi: text("npi"),
    npiLocation: smallint("npi_location"),
    /** organization | independent_practitioner (a type-1 Behavior Analyst at their own practice address). */
    providerKind: text("provider_kind"),
    /** What the registry says beyond the listing's own columns (credentials, licenses, taxonomies, dates). */
    registryRecord: jsonb("registry_record").$type<RegistryRecord>(),
    /** When the registry deactivated the NPI (the listing is closed until it is reactivated). */
    registryDeactivatedOn: date("registry_deactivated_on"),
    /** How exact the coordinates are: address (geocoded), zip (the zip code's centre); null as entered. */
    locationPrecision: text("location_precision"),
    /** Where each fact came from and when it was last confirmed (domain/provenance.ts). */
    factSources: jsonb("fact_sources")
      .$type<FactSources>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * Where an in-home or telehealth provider serves beyond its office (issue 29, ADR 0025,
     * domain/service-areas.ts): set only by the owner, an admin or the demo data, never from the
     * registry. The two columns after it are kept by the database for the search (migration 0039).
     */
    serviceAreas: jsonb("service_areas").$type<ServiceArea[]>().notNull().default(emptyJsonList),
    /** 'in-home:zip:78701', 'telehealth:state:TX': service_area_keys(service_areas) (domain areaKeys). */
    serviceAreaKeys: text("service_area_keys")
      .array()
      .generatedAlwaysAs((): SQL => sql`service_area_keys(${listings.serviceAreas})`),
    /** The in-home radius from the office in miles, or null: service_area_radius_miles(service_areas). */
    serviceRadiusMiles: smallint("service_radius_miles").generatedAlwaysAs(
      (): SQL => sql`service_area_radius_miles(${listings.serviceAreas})`,
    ),
    /** Made up by the demo load (labelled on the site, removed before real data comes in); never a real provider. */
    demo: boolean("demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // The filters' GIN keys, of listings_search_filters_idx and its partial copy
    // listings_fresh_filters_idx. The sixth keys the state, tier rank, intake, rating and current
    // intake (listing_search_flags, a SQL function of migrations 0021 and 0034), the seventh the
    // latitude/longitude cells (listing_geo_cells, migration 0049); sql-fragments.server.ts
    // writes the same calls.
    const filterKeys = [
      t.services,
      t.insuranceProviderIds,
      t.careSettings,
      t.languages,
      t.fundingAccepted,
      sql`listing_search_flags(${t.state}, ${t.tierRank}, ${t.acceptingNewClients}, ${t.ratingAverage}, ${t.intakeFresh})`,
      // The listing's latitude/longitude cells (migration 0049, domain/geo-cells.ts).
      sql`listing_geo_cells(${t.latitude}, ${t.longitude})`,
    ] as const;
    return [
      uniqueIndex("listings_npi_location_key").on(t.npi, t.npiLocation),
      index("listings_state_city_idx").on(t.state, t.city),
      index("listings_tier_name_idx").on(t.tier, t.name),
      index("listings_user_id_idx").on(t.userId),
      index("listings_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
      index("listings_search_vector_idx").using("gin", t.searchVector),
      // Every filter but age in one GIN index over active listings, with a radius's cells
      // (migrations 0007, 0021, 0049): a search with several of them reads one index scan that
      // skips through the longer lists past the entries of the rarest, instead of a bitmap of each
      // list intersected after (issues 16, 29).
      index("listings_search_filters_idx")
        .using("gin", ...filterKeys)
        .where(sql`${t.status} = 'active'`),
      // The same index over the active listings whose intake is current (migration 0048): a search
      // for providers accepting now (a quarter of the listings) reads their postings only, and the
      // current-intake key itself is the index's predicate, no posting list to decode
      // (sql-fragments.server.ts freshKey).
      index("listings_fresh_filters_idx")
        .using("gin", ...filterKeys)
        .where(sql`${t.status} = 'active' and ${t.intakeFresh}`),
      // Name search by words (migration 0006): the names' lexemes.
      index("listings_name_words_idx").using("gin", sql`to_tsvector('simple'::regconfig, ${t.name})`),
      // Result order (tier rank, then name) over active listings, nationwide and per state; the
      // migration adds the filter columns as INCLUDE columns (drizzle cannot say so), so a search
      // reads a page in order from the index alone and stops (migrations 0007, 0020, 0024).
      index("listings_relevance_idx")
        .on(t.tierRank.desc(), t.intakeFresh.desc(), t.name, t.id)
        .where(sql`${t.status} = 'active'`),
      index("listings_state_relevance_idx")
        .on(t.state, t.tierRank.desc(), t.intakeFresh.desc(), t.name, t.id)
        .where(sql`${t.status} = 'active'`),
      index("listings_rating_idx")
        .on(t.ratingAverage.desc(), t.reviewCount.desc(), t.name, t.id)
        .where(sql`${t.status} = 'active'`),
      // A state's listings in rating-sort order (migration 0021): a state sorted by rating reads its
      // first page, where the nationwide index above passed over every other state's (issue 16).
      index("listings_state_rating_idx")
        .on(t.state, t.ratingAverage.desc(), t.reviewCount.desc(), t.name, t.id)
        .where(sql`${t.status} = 'active'`),
      // Duplicate check of the CSV import (name + address, within one zip code; migration 0014).
      index("listings_duplicate_key_idx").on(t.zipCode, sql`lower(${t.name})`),
      // The admin table (migrations 0015, 0023): its search text (name, city, zip, email, NPI) by trigrams,
      // written exactly as server/admin/admin-listings.server.ts adminSearchText, and its sorts.
      index("listings_admin_search_idx").using(
        "gin",
        sql`(${t.name} || ' ' || ${t.city} || ' ' || coalesce(${t.zipCode}, '') || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.npi}, '')) gin_trgm_ops`,
      ),
      index("listings_created_at_idx").on(t.createdAt, t.id),
      index("listings_updated_at_idx").on(t.updatedAt, t.id),
      // The intake_expiry job's listings: those still marked current, by confirmation day. A current
      // intake always has its day; the predicate says so because only a strict test of the day
      // proves it, and a search never makes one (it tests the day with `is true`,
      // filters.server.ts): with the flag alone as its predicate, the planner ANDed all 258,517
      // entries into radius searches for current intake (153 ms at 1,000,000 listings, migration 0048).
      index("listings_intake_fresh_idx")
        .on(t.intakeConfirmedOn)
        .where(sql`${t.intakeFresh} and ${t.intakeConfirmedOn} is not null`),
      index("listings_last_verified_idx").on(t.lastVerifiedAt.asc().nullsFirst(), t.id),
      index("listings_name_id_idx").on(t.name, t.id),
      index("listings_tier_rank_idx").on(t.tierRank, t.id),
      // Geo search over active listings: radius boxes and the nearest-first (KNN) order on the
      // stored point (migration 0020), with the relevance group (btree_gist, migration 0047) so
      // that a relevance search in a big city's radius reads the top groups' listings of the box
      // first (sql-fragments.server.ts relevanceGroup, which must stay this expression).
      index("listings_earth_point_idx")
        .using("gist", t.earthPoint, sql`(${t.tierRank} * 2 + ${t.intakeFresh}::int)`)
        .where(sql`${t.status} = 'active'`),
      // Service areas (migrations 0039, 0041): active listings by the zip codes and states they serve, and
      // by the box of their in-home radius around the office, which contains the searched point
      // when the radius may reach it.
      index("listings_service_area_keys_idx")
        .using("gin", t.serviceAreaKeys)
        .where(sql`${t.status} = 'active' and ${t.serviceAreaKeys} <> '{}'::text[]`),
      // Listings with a service area, nearest first from the searched point (migrations 0041, 0044).
      index("listings_service_area_point_idx")
        .using("gist", t.earthPoint)
        .where(
          sql`${t.status} = 'active' and (${t.serviceAreaKeys} <> '{}'::text[] or ${t.serviceRadiusMiles} is not null)`,
        ),
      index("listings_service_radius_idx")
        .using("gist", sql`earth_box(${t.earthPoint}, ${t.serviceRadiusMiles} * 1609.344::float8)`)
        .where(sql`${t.status} = 'active' and ${t.serviceRadiusMiles} is not null`),
      check(
        "listings_tier_check",
        sql`${t.tier} in ('basic', 'premium', 'premium-local', 'premium-city', 'premium-state', 'featured')`,
      ),
      check("listings_npi_check", sql`${t.npi} is null or (${t.npi} ~ '^[0-9]{10}$' and ${t.npiLocation} >= 0)`),
      check(
        "listings_provider_kind_check",
        sql`${t.providerKind} is null or ${t.providerKind} in ('organization', 'independent_practitioner')`,
      ),
      check(
        "listings_location_precision_check",
        sql`${t.locationPrecision} is null or ${t.locationPrecision} in ('address', 'zip')`,
      ),
      check("listings_state_check", sql`${t.state} ~ '^[A-Z]{2}$'`),
      check("listings_latitude_check", sql`${t.latitude} between -90 and 90`),
      check("listings_longitude_check", sql`${t.longitude} between -180 and 180`),
      check(
        "listings_ages_check",
        sql`${t.minAgeYears} is null or ${t.maxAgeYears} is null or ${t.minAgeYears} <= ${t.maxAgeYears}`,
      ),
    ];
  },
);

export const insuranceProviders = pgTable("insurance_providers", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const listingInsurances = pgTable(
  "listing_insurances",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    insuranceProviderId: integer("insurance_provider_id")
      .notNull()
      .references(() => insuranceProviders.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("listing_insurances_pair_key").on(t.listingId, t.insuranceProviderId),
    index("listing_insurances_provider_idx").on(t.insuranceProviderId),
  ],
);

/** Every US zip code with its place, for offline geocoding. */
export const places = pgTable(
  "places",
  {
    zip: text("zip").primaryKey(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The zip code's county: 5-digit FIPS code and name (GeoNames, server/seed/places.server.ts); null where unknown. */
    countyFips: text("county_fips"),
    countyName: text("county_name"),
  },
  (t) => [
    index("places_county_idx").on(t.countyFips),
    index("places_city_state_idx").on(sql`lower(${t.city})`, t.state),
    index("places_city_trgm_idx").using("gin", sql`lower(${t.city}) gin_trgm_ops`),
    // The zip code nearest a visitor's location (service areas, migration 0039).
    index("places_earth_idx").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

/**
 * Every word of every listing name (kept by statement triggers on listings, migration 0006), so
 * a searched word is matched with typos against a small table instead of every name.
 */
export const listingNameWords = pgTable("listing_name_words", { word: text("word").primaryKey() }, (t) => [
  index("listing_name_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")).with({ fastupdate: false }),
]);

export type Listing = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;
export type Place = typeof places.$inferSelect;
