import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    username: text("username").notNull(),
    /** argon2id hash, never the password itself. */
    password: text("password").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    /**
     * Registered but the address not yet confirmed: sign-in answers as for a wrong password until
     * the verification link is used, so registering says nothing about whether the address had an
     * account (issue 30 item 22). Accounts made any other way are never pending.
     */
    pendingConfirmation: boolean("pending_confirmation").notNull().default(false),
    fullName: text("full_name"),
    role: text("role").notNull().default("listing_contributor"),
    isActive: boolean("is_active").notNull().default(true),
    isPasswordTemporary: boolean("is_password_temporary").notNull().default(false),
    noClaimedListings: integer("no_claimed_listings").notNull().default(0),
    preferredLanguage: text("preferred_language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [
    // Unique regardless of case: 'Ana' and 'ana' are the same account.
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('site_admin', 'listing_admin', 'listing_contributor')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the random token in the cookie; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/**
 * Who did what and when, without secrets (sign-in, sign-out, password and role changes, admin
 * actions). `user_id` is the account concerned; `actor_id` who acted (the same person for their
 * own sign-in, an admin for an admin action); `object_type`/`object_id` what was acted on
 * (a user, a listing, a contact message…), and `before`/`after` its changed fields as JSON.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    objectType: text("object_type"),
    objectId: text("object_id"),
    ip: text("ip"),
    details: text("details"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_user_id_idx").on(t.userId),
    index("audit_log_created_at_idx").on(t.createdAt),
    index("audit_log_actor_id_idx").on(t.actorId, t.createdAt),
    index("audit_log_object_idx").on(t.objectType, t.objectId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
  ],
);
