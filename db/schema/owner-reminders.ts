import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

/**
 * The reminder emails sent to owners (issue 29), one per owner and UTC day at most: the daily
 * job inserts this row, the email's links and the email job in one transaction, so a crash and
 * a rerun on the same day never send a second one.
 */
export const ownerReminders = pgTable(
  "owner_reminders",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** The listings the email named. */
    listingIds: integer("listing_ids").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * The one-click links of a reminder email: a random token (only its SHA-256 is kept) that may
 * confirm or change one fact of one listing, once, until it expires. Using one marks every link
 * of that email for the same listing and fact used.
 */
export const ownerReminderTokens = pgTable(
  "owner_reminder_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The reminder (owner_reminders.day of this user) the link was sent in. */
    day: date("day", { mode: "string" }).notNull(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    fact: text("fact").notNull(),
    action: text("action").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("owner_reminder_tokens_email_idx").on(t.userId, t.day, t.listingId, t.fact),
    index("owner_reminder_tokens_listing_idx").on(t.listingId),
    index("owner_reminder_tokens_expires_idx").on(t.expiresAt),
    check("owner_reminder_tokens_fact_check", sql`${t.fact} in ('intake', 'insurances')`),
    check(
      "owner_reminder_tokens_action_check",
      sql`${t.action} in ('accepting', 'waitlist', 'not_accepting', 'insurers_unchanged')`,
    ),
  ],
);
