import { and, eq, isNull, sql } from "drizzle-orm";
import { auditLog, checkoutSessions, listings, listingSubscriptions, paymentEvents, users } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { isPaidTier, jobPack } from "@domain/payments.ts";
import { TIER_PRICES } from "@domain/tiers.ts";
import { isLocale } from "@domain/i18n/locale.ts";
import type { UseCaseContext } from "../use-case.ts";
import { sendPaymentReceived } from "../owners/owner-emails.server.ts";
import type { ChargeRefunds, CheckoutSnapshot, PaymentGateway, SubscriptionSnapshot } from "./gateway.server.ts";
import { paymentGateway } from "./payment-gateway.server.ts";
import { paidInvoice, recordPayment, recordTierRefunds } from "./payments-ledger.server.ts";

/** The parts of a provider event this reads: its id, type and the id-bearing object. */
export interface PaymentEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

/** Drizzle inside inTransaction(). */
type Tx = Database["db"];

/** Statuses in which a subscription still gives its tier (past_due: Stripe is retrying the card). */
const LIVE = new Set(["active", "trialing", "past_due"]);

const str = (v: unknown): string | null =>
  typeof v === "string" && v ? v : typeof v === "object" && v && "id" in v ? String((v as { id: unknown }).id) : null;

/** The subscription an invoice belongs to, in the current and the older API shapes. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return str(parent?.subscription_details?.subscription) ?? str(invoice.subscription);
}

/**
 * The one thing that grants or removes a tier or job postings: a provider event (a verified
 * Stripe webhook, or the demo payment's confirmation). It never trusts the event's copy of an
 * object: it re-reads the checkout or subscription from the provider, so events may arrive in
 * any order. Each event is marked applied (payment_events.processed_at) with its changes; an
 * applied one changes nothing again. A checkout is fulfilled once (fulfilled_at), so one
 * payment never grants twice. A failure reading the provider throws before anything is written.
 */
export async function fulfilPaymentEvent(
  ctx: UseCaseContext<"config" | "database" | "logger">,
  input: { event: PaymentEvent; gateway?: PaymentGateway },
): Promise<{ outcome: "applied" | "duplicate" | "ignored" }> {
  const { database } = ctx;
  const { event } = input;
  const gateway = input.gateway ?? paymentGateway(ctx);
  // A webhook event is stored on receipt (receive-payment-event.server.ts): only an applied one is a duplicate.
  const [seen] = await database.db
    .select({ processedAt: paymentEvents.processedAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen?.processedAt) return { outcome: "duplicate" };

  // Read the provider's current state first (network), then apply it in one transaction.
  const object = event.data.object;
  let checkout: CheckoutSnapshot | null = null;
  let subscription: SubscriptionSnapshot | null = null;
  let refundedIntent: string | null = null;
  let invoice: ReturnType<typeof paidInvoice> = null;
  let refunds: ChargeRefunds | null = null;
  let refundedSubscription: SubscriptionSnapshot | null = null;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const id = str(object.id);
      checkout = id ? await gateway.retrieveCheckout(id) : null;
      if (checkout?.subscriptionId) subscription = await gateway.retrieveSubscription(checkout.subscriptionId);
      break;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed": {
      const id = str(object.id);
      subscription = id ? await gateway.retrieveSubscription(id) : null;
      break;
    }
    case "invoice.paid":
    case "invoice.payment_succeeded":
    case "invoice.payment_failed": {
      const id = invoiceSubscription(object);
      subscription = id ? await gateway.retrieveSubscription(id) : null;
      if (event.type !== "invoice.payment_failed") invoice = paidInvoice(object);
      break;
    }
    case "charge.refunded":
    case "charge.refund.updated":
    case "refund.updated": {
      // The first carries the charge, the others a refund of it (a pending refund that went through).
      const chargeId = event.type === "charge.refunded" ? str(object.id) : str(object.charge);
      const intent = str(object.payment_intent);
      if (event.type === "charge.refunded") refundedIntent = object.refunded === true ? intent : null;
      refunds = chargeId ? await gateway.retrieveChargeRefunds(chargeId, intent) : null;
      if (refunds?.subscriptionId && refunds.refunds.length > 0) {
        refundedSubscription = await gateway.retrieveSubscription(refunds.subscriptionId);
      }
      break;
    }
  }

  const notices: Notice[] = [];
  const replaced: string[] = [];
  // The changes and their emails to the owner commit together (or neither).
  const applied = await inTransaction(database, async (txDb) => {
    const tx = txDb.db;
    // Marked applied with its changes, or nothing if another run got there first. The stored
    // object is no longer needed and may hold a customer's details: it goes.
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, processedAt: sql`now()` })
      .onConflictDoUpdate({
        target: paymentEvents.id,
        set: { processedAt: sql`now()`, object: null },
        setWhere: isNull(paymentEvents.processedAt),
      })
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return "duplicate" as const;
    let changed = false;
    if (checkout) changed = (await applyCheckout(tx, checkout, notices)) || changed;
    if (subscription) changed = (await applySubscription(tx, subscription, checkout?.id ?? null, replaced)) || changed;
    if (refundedIntent) changed = (await applyRefund(tx, refundedIntent)) || changed;
    if (invoice && subscription) await recordInvoice(tx, invoice, subscription, gateway.mode);
    // The refunded invoice first, in case its own event has not come yet (recorded once either way).
    if (refunds?.invoice && refundedSubscription) {
      await recordInvoice(tx, refunds.invoice, refundedSubscription, gateway.mode);
    }
    if (refunds) changed = (await recordTierRefunds(tx, refunds)) || changed;
    for (const n of notices) await notify(txDb, n);
    return changed ? ("applied" as const) : ("ignored" as const);
  });
  if (applied === "duplicate") return { outcome: "duplicate" };

  for (const id of replaced) {
    // An upgrade's new subscription replaced this one: stop billing it (best effort, logged).
    await gateway
      .cancelSubscription(id)
      .catch((err: unknown) => ctx.logger.error({ err, subscription: id }, "could not cancel a replaced subscription"));
  }
  return { outcome: applied };
}

interface Notice {
  listingId: number;
  userId: number | null;
  item: { kind: "tier" | "job_pack"; product: string };
}

/** A paid checkout: a job pack adds its postings once; a tier's checkout is marked done (its subscription grants the tier). */
async function applyCheckout(tx: Tx, checkout: CheckoutSnapshot, notices: Notice[]): Promise<boolean> {
  if (!checkout.complete || !checkout.paid) return false;
  const [row] = await tx
    .update(checkoutSessions)
    .set({
      status: "complete",
      fulfilledAt: sql`now()`,
      subscriptionId: checkout.subscriptionId,
      paymentIntentId: checkout.paymentIntentId,
    })
    .where(and(eq(checkoutSessions.id, checkout.id), isNull(checkoutSessions.fulfilledAt)))
    .returning();
  if (!row) return false;
  await recordCheckout(tx, row);
  if (row.kind === "job_pack") {
    const pack = jobPack(row.product);
    if (!pack) return false;
    await tx
      .update(listings)
      .set({ jobPostingAllowance: sql`${listings.jobPostingAllowance} + ${pack.postings}`, jobPostingAddon: pack.id })
      .where(eq(listings.id, row.listingId));
    await tx.insert(auditLog).values({
      userId: row.userId,
      action: "job_postings_added",
      details: JSON.stringify({ listingId: row.listingId, pack: pack.id, checkout: row.id }),
    });
  }
  notices.push({
    listingId: row.listingId,
    userId: row.userId,
    item: { kind: row.kind as Notice["item"]["kind"], product: row.product },
  });
  return true;
}

/**
 * The ledger's entry for a fulfilled checkout: a job pack's one-time payment, or a demo tier
 * payment (a Stripe tier's money is recorded from its invoices, the first one included).
 */
async function recordCheckout(tx: Tx, row: typeof checkoutSessions.$inferSelect): Promise<void> {
  const mode = row.mode === "demo" ? "demo" : "stripe";
  if (row.kind === "job_pack") {
    const pack = jobPack(row.product);
    if (!pack) return;
    await recordPayment(tx, {
      sourceId: row.id,
      listingId: row.listingId,
      kind: "job_pack",
      product: pack.id,
      amountCents: pack.price * 100,
      mode,
    });
  } else if (mode === "demo" && isPaidTier(row.product)) {
    const amountCents = TIER_PRICES[row.product] * 100;
    await recordPayment(tx, {
      sourceId: row.id,
      listingId: row.listingId,
      kind: "tier",
      product: row.product,
      amountCents,
      mode,
    });
  }
}

/**
 * A paid subscription invoice (the first one, every renewal, a demo renewal, and a proration
 * invoice after a plan switch made in Stripe: its real amount, net of the credit for the unused
 * old tier), once by its id, under the tier the subscription bills when the event is handled.
 * An invoice of nothing (a switch whose credit covered it) moved no money and is not written.
 */
async function recordInvoice(
  tx: Tx,
  invoice: NonNullable<ReturnType<typeof paidInvoice>>,
  sub: SubscriptionSnapshot,
  mode: PaymentGateway["mode"],
) {
  if (!isPaidTier(sub.tier) || invoice.amountCents === 0) return;
  const [known] = await tx
    .select({ listingId: listingSubscriptions.listingId })
    .from(listingSubscriptions)
    .where(eq(listingSubscriptions.subscriptionId, sub.id));
  await recordPayment(tx, {
    sourceId: invoice.id,
    listingId: known?.listingId ?? sub.listingId,
    kind: "tier",
    product: sub.tier,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    mode,
  });
}

/** The subscription's current state decides the listing's tier: live gives its tier, anything else basic. */
async function applySubscription(
  tx: Tx,
  sub: SubscriptionSnapshot,
  checkoutId: string | null,
  replaced: string[],
): Promise<boolean> {
  const [known] = await tx.select().from(listingSubscriptions).where(eq(listingSubscriptions.subscriptionId, sub.id));
  let listingId = known?.listingId ?? sub.listingId;
  if (listingId === null && checkoutId) {
    const [row] = await tx
      .select({ listingId: checkoutSessions.listingId })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId));
    listingId = row?.listingId ?? null;
  }
  if (listingId === null || !isPaidTier(sub.tier)) return false;
  const live = LIVE.has(sub.status);
  const [current] = await tx
    .select()
    .from(listingSubscriptions)
    .where(eq(listingSubscriptions.listingId, listingId))
    .for("update");
  if (current && current.subscriptionId !== sub.id) {
    // Another subscription is the listing's: an old one ending changes nothing; a new live one replaces it.
    if (!live) return false;
    if (LIVE.has(current.status)) replaced.push(current.subscriptionId);
  }
  const values = {
    listingId,
    subscriptionId: sub.id,
    customerId: sub.customerId,
    status: sub.status,
    tier: sub.tier,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  };
  await tx
    .insert(listingSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: listingSubscriptions.listingId, set: values });

  const tier = live ? sub.tier : "basic";
  const paymentStatus = !live ? "canceled" : sub.status === "past_due" ? "past_due" : "paid";
  const [before] = await tx
    .select({ tier: listings.tier, userId: listings.userId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!before) return false;
  await tx.update(listings).set({ tier, paymentStatus }).where(eq(listings.id, listingId));
  if (before.tier !== tier) {
    await tx.insert(auditLog).values({
      userId: before.userId,
      action: "listing_tier_changed",
      details: JSON.stringify({ listingId, from: before.tier, to: tier, subscription: sub.id, status: sub.status }),
    });
  }
  return true;
}

/** A fully refunded job pack takes its postings back (never below zero), once. */
async function applyRefund(tx: Tx, paymentIntentId: string): Promise<boolean> {
  const [row] = await tx
    .update(checkoutSessions)
    .set({ status: "refunded" })
    .where(
      and(
        eq(checkoutSessions.paymentIntentId, paymentIntentId),
        eq(checkoutSessions.status, "complete"),
        eq(checkoutSessions.kind, "job_pack"),
      ),
    )
    .returning();
  const pack = row ? jobPack(row.product) : undefined;
  if (!row || !pack) return false;
  await recordPayment(tx, {
    sourceId: `refund:${paymentIntentId}`,
    listingId: row.listingId,
    kind: "job_pack",
    product: pack.id,
    amountCents: -pack.price * 100,
    mode: row.mode === "demo" ? "demo" : "stripe",
  });
  await tx
    .update(listings)
    .set({ jobPostingAllowance: sql`greatest(0, ${listings.jobPostingAllowance} - ${pack.postings})` })
    .where(eq(listings.id, row.listingId));
  return true;
}

async function notify(tx: Database, notice: Notice) {
  if (notice.userId === null) return;
  const [row] = await tx.db
    .select({ email: users.email, lang: users.preferredLanguage, name: listings.name })
    .from(users)
    .innerJoin(listings, eq(listings.id, notice.listingId))
    .where(eq(users.id, notice.userId));
  if (!row) return;
  const locale = isLocale(row.lang) ? row.lang : "en";
  const item =
    notice.item.kind === "tier"
      ? translate(locale, `owners.tier.${notice.item.product}` as never)
      : translate(locale, `owners.jobPack.${notice.item.product}` as never);
  await sendPaymentReceived(tx, locale, row.email, row.name, item);
}
