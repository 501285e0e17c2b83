import Stripe from "stripe";
import { isPaidTier } from "@domain/payments.ts";
import type {
  ChargeRefunds,
  CheckoutRequest,
  CheckoutSnapshot,
  PaymentGateway,
  SubscriptionSnapshot,
} from "./gateway.server.ts";
import { paidInvoice } from "./payments-ledger.server.ts";

/** Where the SDK sends its requests; tests point it at a local server standing in for Stripe. */
export interface StripeEndpoint {
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

/** Prices are found by lookup key, and created once when missing (test or live account alike). */
function lookupKey(kind: CheckoutRequest["kind"], product: string): string {
  return kind === "tier" ? `aba_atlas_tier_${product}_monthly` : `aba_atlas_jobs_${product}`;
}

/**
 * The tier a subscription bills now: its price's lookup key, which follows a plan switch made
 * in Stripe (portal or dashboard); the checkout's metadata only for prices made elsewhere.
 */
function billedTier(sub: Stripe.Subscription): string | null {
  const key = sub.items.data[0]?.price?.lookup_key ?? "";
  const fromPrice = /^aba_atlas_tier_(.+)_monthly$/.exec(key)?.[1];
  return isPaidTier(fromPrice) ? fromPrice! : (sub.metadata?.tier ?? null);
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.id;

export function stripeGateway(secretKey: string, endpoint: StripeEndpoint = {}): PaymentGateway {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000, ...endpoint });

  async function priceFor(request: CheckoutRequest): Promise<string> {
    const key = lookupKey(request.kind, request.product);
    const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const created = await stripe.prices.create({
      currency: "usd",
      unit_amount: request.amount * 100,
      lookup_key: key,
      product_data: { name: request.name },
      ...(request.kind === "tier" ? { recurring: { interval: "month" as const } } : {}),
    });
    return created.id;
  }

  return {
    mode: "stripe",
    async createCheckout(request) {
      const price = await priceFor(request);
      const metadata = { listingId: String(request.listingId), kind: request.kind, product: request.product };
      const session = await stripe.checkout.sessions.create({
        mode: request.kind === "tier" ? "subscription" : "payment",
        line_items: [{ price, quantity: 1 }],
        success_url: `${request.successUrl}${request.successUrl.includes("?") ? "&" : "?"}session={CHECKOUT_SESSION_ID}`,
        cancel_url: request.cancelUrl,
        client_reference_id: String(request.listingId),
        metadata,
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.customerEmail }),
        ...(request.kind === "tier"
          ? { subscription_data: { metadata: { listingId: String(request.listingId), tier: request.product } } }
          : {}),
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { id: session.id, url: session.url };
    },
    async retrieveCheckout(id): Promise<CheckoutSnapshot | null> {
      const s = await stripe.checkout.sessions.retrieve(id);
      return {
        id: s.id,
        complete: s.status === "complete",
        paid: s.payment_status === "paid" || s.payment_status === "no_payment_required",
        subscriptionId: idOf(s.subscription),
        customerId: idOf(s.customer),
        paymentIntentId: idOf(s.payment_intent),
      };
    },
    async retrieveSubscription(id): Promise<SubscriptionSnapshot | null> {
      const sub = await stripe.subscriptions.retrieve(id);
      const listingId = Number(sub.metadata?.listingId);
      const periodEnd = sub.items.data[0]?.current_period_end;
      return {
        id: sub.id,
        status: sub.status,
        customerId: idOf(sub.customer),
        listingId: Number.isSafeInteger(listingId) && listingId > 0 ? listingId : null,
        tier: billedTier(sub),
        currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
        cancelAtPeriodEnd: sub.cancel_at_period_end,
      };
    },
    async retrieveChargeRefunds(chargeId, paymentIntentId): Promise<ChargeRefunds | null> {
      const refunds = await stripe.refunds.list({ charge: chargeId, limit: 100 }).autoPagingToArray({ limit: 1000 });
      // The charge names no invoice in this API version: an invoice payment links the two.
      let invoice: Stripe.Invoice | null = null;
      if (paymentIntentId) {
        const payments = await stripe.invoicePayments.list({
          payment: { type: "payment_intent", payment_intent: paymentIntentId },
          limit: 1,
          expand: ["data.invoice"],
        });
        const found = payments.data[0]?.invoice;
        invoice = found && typeof found === "object" && !("deleted" in found && found.deleted) ? found : null;
      }
      return {
        chargeId,
        invoice: invoice ? paidInvoice(invoice as unknown as Record<string, unknown>) : null,
        subscriptionId: idOf(invoice?.parent?.subscription_details?.subscription),
        refunds: refunds
          .filter((r) => r.status === "succeeded")
          .map((r) => ({
            id: r.id,
            amountCents: r.amount,
            currency: r.currency,
            createdAt: new Date(r.created * 1000),
          })),
      };
    },
    async cancelSubscription(id) {
      await stripe.subscriptions.cancel(id);
    },
    async portalUrl(customerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return portal.url;
    },
  };
}

/** Verifies a webhook's signature on its raw body and returns the event; throws when it does not match. */
export function verifiedEvent(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}
