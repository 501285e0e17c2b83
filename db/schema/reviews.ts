import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
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
    createdAt: createdAt(),
  },
  (t) => [
    index("reviews_listing_id_idx").on(t.listingId),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
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
    createdAt: createdAt(),
  },
  (t) => [index("review_responses_review_id_idx").on(t.reviewId)],
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
    reason: text("reason").notNull(),
    description: text("description"),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("violation_reports_status_idx").on(t.status), index("violation_reports_review_id_idx").on(t.reviewId)],
);
