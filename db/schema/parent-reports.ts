import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { listings } from "./listings.ts";

/**
 * "Did you contact them?" reports (issue 29, domain/parent-reports.ts): what moderation needs and
 * nothing more. No address, email or account is kept: reporter_hash is the SHA-256 of the
 * installation's salt, the listing and the reporter (account, else IP address), enough to count
 * independent reporters of one listing and useless to follow anyone across listings.
 */
export const parentReports = pgTable(
  "parent_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    note: text("note"),
    /** The page language the note was written from ('en' or 'es'); null before it was kept (English). */
    language: text("language"),
    reporterHash: text("reporter_hash").notNull(),
    /** Set when an admin dismissed the report: it then counts towards no dispute. */
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("parent_reports_listing_idx").on(t.listingId, t.createdAt),
    index("parent_reports_open_idx")
      .on(t.createdAt)
      .where(sql`${t.dismissedAt} is null`),
    check(
      "parent_reports_kind_check",
      sql`${t.kind} in ('not_accepting', 'longer_wait', 'phone_broken', 'insurance_refused')`,
    ),
    check("parent_reports_note_check", sql`char_length(${t.note}) <= 500`),
    check("parent_reports_language_check", sql`${t.language} in ('en', 'es')`),
  ],
);

/** The one random salt of reporter_hash, made by the migration (never leaves the database). */
export const parentReportSalt = pgTable(
  "parent_report_salt",
  {
    id: integer("id").primaryKey().default(1),
    salt: text("salt").notNull(),
  },
  (t) => [check("parent_report_salt_one_row", sql`${t.id} = 1`)],
);
