import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

/**
 * A visitor's review waiting for its emailed link (single use, 7 days). Confirming moves it into
 * reviews (or onto that address's earlier review of the listing); only the token's SHA-256 is kept.
 */
export const reviewConfirmations = pgTable(
  "review_confirmations",
  {
    tokenHash: text("token_hash").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("review_confirmations_expires_at_idx").on(t.expiresAt),
    check("review_confirmations_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** A signed-in person's saved listings (signed out, they live in a cookie until sign-in). */
export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index("favorites_listing_id_idx").on(t.listingId)],
);

/**
 * "Suggest an edit" (beyond the spec): one proposed change to one field of a listing. It goes to
 * the listing's verified owner (ownerUserId, fixed when it was sent) or, without one, to the
 * admin queue; accepting applies the value and writes an audit entry.
 */
export const editSuggestions = pgTable(
  "edit_suggestions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    /**
     * The proposed value, wrapped in an object ({ value }): a string (phone, address, hours,
     * website), a list (services, insurers), or true (closed). Bare JSON strings would be parsed
     * twice on the way back (postgres.js, then Drizzle), turning "5125550199" into a number.
     */
    proposed: jsonb("proposed").$type<{ value: string | string[] | boolean }>().notNull(),
    note: text("note"),
    email: text("email"),
    submitterId: integer("submitter_id").references(() => users.id, { onDelete: "set null" }),
    ownerUserId: integer("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("edit_suggestions_owner_pending_idx")
      .on(t.ownerUserId)
      .where(sql`${t.status} = 'pending'`),
    index("edit_suggestions_listing_id_idx").on(t.listingId),
    check("edit_suggestions_status_check", sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check(
      "edit_suggestions_field_check",
      sql`${t.field} in ('phone', 'address', 'hours', 'website', 'services', 'insurers', 'closed')`,
    ),
  ],
);
