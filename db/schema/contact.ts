import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { listings } from "./listings.ts";

/**
 * Messages sent through the /contact form. Each one is also mailed to the site's inbox
 * (server/contact/inbox.ts); `handled_at` is set once someone has answered it.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    /** The page language the visitor wrote in (en, es). */
    locale: text("locale").notNull(),
    /** The client IP address (kept to deal with abuse). */
    ip: text("ip"),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    index("contact_messages_unhandled_idx")
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
    check(
      "contact_messages_topic_check",
      sql`${t.topic} in ('general', 'listing', 'claim', 'billing', 'accessibility', 'privacy', 'other')`,
    ),
  ],
);

/**
 * Links sent by the newsletter: `confirm` (double opt-in; single-use, expires) and
 * `unsubscribe` (one-click; works again and again, no expiry). Only the SHA-256 of the random
 * token is stored; `email` is the (lower-cased) address the link was sent to.
 */
export const newsletterTokens = pgTable(
  "newsletter_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    /** The listing page the signup came from, if any (kept on the subscription). */
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    locale: text("locale").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("newsletter_tokens_email_idx").on(t.email),
    index("newsletter_tokens_expires_at_idx").on(t.expiresAt),
    check("newsletter_tokens_purpose_check", sql`${t.purpose} in ('confirm', 'unsubscribe')`),
  ],
);
