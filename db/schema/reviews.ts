import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    name: text("name"),
    email: text("email"),
    /** The language of the page the review was written on (en, es); null before it was kept: English. */
    language: text("language"),
    /**
     * Only published reviews count (listing summaries, pages, JSON-LD); an upheld report hides
     * one. Visitors' reviews wait in review_confirmations until their emailed link is used.
     */
    status: text("status").notNull().default("published"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reviews_listing_id_idx").on(t.listingId),
    index("reviews_listing_published_idx")
      .on(t.listingId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    // One review per person per listing: by account, or by email address for visitors.
    uniqueIndex("reviews_listing_user_key")
      .on(t.listingId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex("reviews_listing_email_key")
      .on(t.listingId, sql`lower(${t.email})`)
      .where(sql`${t.userId} is null and ${t.email} is not null`),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('published', 'hidden')`),
    check("reviews_language_check", sql`${t.language} is null or ${t.language} in ('en', 'es')`),
  ],
);

export const reviewResponses = pgTable(
  "review_responses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    response: text("response").notNull(),
    /** The language of the page it was written on (en, es); null for responses from before it was kept (read as English). */
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One response per review (a second one edits it).
  (t) => [
    uniqueIndex("review_responses_review_id_key").on(t.reviewId),
    check("review_responses_language_check", sql`${t.language} is null or ${t.language} in ('en', 'es')`),
  ],
);

export const violationReports = pgTable(
  "violation_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    /** SHA-256 of who reported (account id or IP address): reporting twice stores one report. */
    reporterKey: text("reporter_key").notNull(),
    reason: text("reason").notNull(),
    description: text("description"),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("violation_reports_status_idx").on(t.status),
    index("violation_reports_review_id_idx").on(t.reviewId),
    uniqueIndex("violation_reports_reporter_key").on(t.reviewId, t.reporterKey),
    check("violation_reports_status_check", sql`${t.status} in ('pending', 'upheld', 'dismissed')`),
    check(
      "violation_reports_reason_check",
      sql`${t.reason} in ('spam', 'conflict_of_interest', 'offensive', 'not_real_experience', 'private_information')`,
    ),
  ],
);
