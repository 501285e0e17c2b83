/**
 * The payment provider behind one small interface: Stripe when STRIPE_SECRET_KEY is set, the
 * labelled demo mode otherwise. Fulfilment (fulfil-payment-event.server.ts) only ever reads
 * the provider's current state through here, for both.
 */

export interface CheckoutRequest {
  id?: never;
  kind: "tier" | "job_pack";
  /** The tier or the job pack id. */
  product: string;
  name: string;
  /** Whole US dollars. */
  amount: number;
  listingId: number;
  customerEmail: string;
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** A checkout as the provider sees it now. */
export interface CheckoutSnapshot {
  id: string;
  complete: boolean;
  /** Paid, or nothing to pay. */
  paid: boolean;
  subscriptionId: string | null;
  customerId: string | null;
  paymentIntentId: string | null;
}

/** A subscription as the provider sees it now. */
export interface SubscriptionSnapshot {
  id: string;
  /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete… */
  status: string;
  customerId: string | null;
  /** From the subscription's metadata, written when the checkout was created. */
  listingId: number | null;
  tier: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** A charge's refunds as the provider sees them now, and the subscription invoice it paid. */
export interface ChargeRefunds {
  chargeId: string;
  /** The subscription invoice the charge paid, if paid; null for a one-time payment (a job pack). */
  invoice: { id: string; amountCents: number; currency: string } | null;
  subscriptionId: string | null;
  /** Refunds that went through (pending, failed or cancelled ones are not money returned). */
  refunds: { id: string; amountCents: number; currency: string; createdAt: Date }[];
}

export interface PaymentGateway {
  readonly mode: "stripe" | "demo";
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveCheckout(id: string): Promise<CheckoutSnapshot | null>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** A refunded charge (null when the provider has no such charge, or no refunds: demo mode). */
  retrieveChargeRefunds(chargeId: string, paymentIntentId: string | null): Promise<ChargeRefunds | null>;
  /** Ends a subscription now (an upgrade replaced it). */
  cancelSubscription(id: string): Promise<void>;
  /** Where the owner manages cards and cancellation (Stripe's portal, or the demo billing page of the listing). */
  portalUrl(customerId: string, returnUrl: string, listingId: number): Promise<string>;
}
