import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Rate limits that hold across app processes: one fixed window per (kind, key). The key is a
 * SHA-256 of the subject (an IP address, an account name), so no address or typed name is kept.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index("rate_limits_window_start_idx").on(t.windowStart)],
);

/**
 * Single-use links sent by email (verify the address, reset the password). Only the SHA-256 of
 * the random token is stored; `email` is the address the link was sent to.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("auth_tokens_user_id_idx").on(t.userId),
    index("auth_tokens_expires_at_idx").on(t.expiresAt),
    check("auth_tokens_purpose_check", sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/** Outgoing mail kept in the database when no SMTP_URL is set (development). */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_at_idx").on(t.createdAt)],
);
