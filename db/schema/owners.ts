import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

/**
 * Claims of a listing by a signed-in user: by a 6-digit code mailed to the listing's own
 * address (only its SHA-256 is kept; it expires and allows a few tries), or by evidence text an
 * admin reviews. At most one open claim per listing and user.
 */
export const listingClaims = pgTable(
  "listing_claims",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    status: text("status").notNull().default("pending"),
    codeHash: text("code_hash"),
    codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    evidence: text("evidence"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    index("listing_claims_listing_idx").on(t.listingId),
    index("listing_claims_queue_idx")
      .on(t.createdAt)
      .where(sql`${t.method} = 'evidence' and ${t.status} = 'pending'`),
    uniqueIndex("listing_claims_open_key")
      .on(t.listingId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    check("listing_claims_method_check", sql`${t.method} in ('code', 'evidence')`),
    check("listing_claims_status_check", sql`${t.status} in ('pending', 'verified', 'rejected', 'expired')`),
  ],
);

/**
 * Checkouts started for a listing: a tier subscription or a job pack. `id` is Stripe's Checkout
 * Session id (or a demo_ id in demo payment mode). `fulfilled_at` is set once, by the
 * fulfilment, so a payment never grants twice.
 */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    /** The tier, or the job pack id. */
    product: text("product").notNull(),
    mode: text("mode").notNull(),
    status: text("status").notNull().default("open"),
    subscriptionId: text("subscription_id"),
    /** A one-time payment's intent, to find the checkout again when it is refunded. */
    paymentIntentId: text("payment_intent_id"),
    /** Demo payment mode only: when the demo payment was confirmed, and a cancellation at period end. */
    demoPaidAt: timestamp("demo_paid_at", { withTimezone: true }),
    demoCancelAtPeriodEnd: boolean("demo_cancel_at_period_end").notNull().default(false),
    /** Demo payment mode only: monthly renewals so far (each one a demo invoice in the ledger). */
    demoRenewals: integer("demo_renewals").notNull().default(0),
    createdAt: createdAt(),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
  },
  (t) => [
    index("checkout_sessions_listing_idx").on(t.listingId),
    index("checkout_sessions_subscription_idx").on(t.subscriptionId),
    index("checkout_sessions_payment_intent_idx").on(t.paymentIntentId),
    check("checkout_sessions_kind_check", sql`${t.kind} in ('tier', 'job_pack')`),
    check("checkout_sessions_mode_check", sql`${t.mode} in ('stripe', 'demo')`),
    check("checkout_sessions_status_check", sql`${t.status} in ('open', 'complete', 'expired', 'refunded')`),
  ],
);

/** A listing's paid subscription as last read from the payment provider: the one source of its tier. */
export const listingSubscriptions = pgTable(
  "listing_subscriptions",
  {
    listingId: integer("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    customerId: text("customer_id"),
    subscriptionId: text("subscription_id").notNull(),
    /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete… */
    status: text("status").notNull(),
    tier: text("tier").notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("listing_subscriptions_subscription_key").on(t.subscriptionId)],
);

/**
 * Payment events by id (Stripe's webhook events and the demo payment's). A verified webhook event
 * is stored on receipt, before any call to Stripe, and applied by its payment_event job; an event
 * applied once is acknowledged and ignored when it comes again.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: createdAt(),
  /** The event's data.object as received, until it is applied: then cleared (it may hold a customer's details). */
  object: jsonb("object").$type<Record<string, unknown>>(),
  /** When the event was applied; null while its job has still to apply it. */
  processedAt: timestamp("processed_at", { withTimezone: true }),
});

/**
 * Money received, one row per payment: a subscription invoice (first and renewals), a job pack,
 * a demo-mode tier payment, or a refund (negative). `source_id` is the provider's id of what
 * was paid (invoice, checkout, refund), so a redelivered or twin event (invoice.paid and
 * invoice.payment_succeeded) is recorded once. The admin dashboard's revenue chart reads it.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sourceId: text("source_id").notNull(),
    listingId: integer("listing_id").references(() => listings.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    /** The tier or the job pack id. */
    product: text("product").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    mode: text("mode").notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_source_key").on(t.sourceId),
    index("payments_paid_at_idx").on(t.paidAt),
    check("payments_kind_check", sql`${t.kind} in ('tier', 'job_pack')`),
    check("payments_mode_check", sql`${t.mode} in ('stripe', 'demo')`),
  ],
);
