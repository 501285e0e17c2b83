import { beforeAll, describe, expect, it } from "vitest";
import { dashboardTrends } from "../../server/admin/dashboard-trends.server.ts";
import type { AppServices } from "../../server/context.ts";
import type { TestDatabase } from "../support/test-database.ts";
import { makeUser } from "./auth-support.ts";
import { subscriptionObject, type FakeStripe } from "./fake-stripe.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { event, stripeWebhookSuite } from "./stripe-webhook-support.ts";

const suite = stripeWebhookSuite("whsec_test_secret_for_refunds");
let t: TestDatabase;
let services: AppServices;
let stripe: FakeStripe;
let owner: number;
let siteAdmin: number;
const deliver = (payload: string) => suite.deliver(payload);

beforeAll(async () => {
  ({ t, services, stripe } = suite);
  owner = (await makeUser(t)).id;
  siteAdmin = (await makeUser(t, { role: "site_admin" })).id;
});

const ledger = (listingId: number) =>
  t.sql`select source_id, product, amount_cents from payments where listing_id = ${listingId} order by id`;
const tierOf = async (id: number) => (await t.sql`select tier from listings where id = ${id}`)[0]!.tier;
const now = () => Math.floor(Date.now() / 1000);

/** A paid subscription invoice as Stripe's API answers it (current shape: parent.subscription_details). */
const invoiceObject = (id: string, subscription: string, amountPaid: number) => ({
  id,
  object: "invoice",
  status: "paid",
  amount_paid: amountPaid,
  currency: "usd",
  parent: { type: "subscription_details", subscription_details: { subscription } },
});

const refund = (id: string, amount: number, status = "succeeded") => ({
  id,
  object: "refund",
  amount,
  currency: "usd",
  status,
  created: now(),
});

/** This month's revenue per product on the admin dashboard. */
async function revenueThisMonth(): Promise<Record<string, number>> {
  const trends = await dashboardTrends(await callerCtx(services, siteAdmin));
  if (!trends.ok) throw new Error(trends.error.code);
  return trends.value.revenuePerMonth.at(-1)!.byProduct;
}

describe("refunds of tier subscriptions in the payments ledger", () => {
  it("records each refund once with its own amount, nets the dashboard's revenue, and leaves the tier", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_r", subscriptionObject("sub_r", id, "premium", "active"));
    await deliver(event("customer.subscription.updated", { id: "sub_r" }));
    const invoice = invoiceObject("in_r1", "sub_r", 29900);
    await deliver(event("invoice.paid", invoice));
    stripe.invoicePayments.set("pi_r1", invoice);

    // A partial refund; Stripe resends the event and may send it under a second id.
    stripe.refunds.set("ch_r1", [refund("re_r1", 10000)]);
    const partial = event("charge.refunded", { id: "ch_r1", payment_intent: "pi_r1", refunded: false });
    expect((await deliver(partial)).status).toBe(200);
    expect(await (await deliver(partial)).json()).toMatchObject({ outcome: "duplicate" });
    await deliver(event("charge.refunded", { id: "ch_r1", payment_intent: "pi_r1", refunded: false }));
    expect(await ledger(id)).toEqual([
      { source_id: "in_r1", product: "premium", amount_cents: 29900 },
      { source_id: "re_r1", product: "premium", amount_cents: -10000 },
    ]);
    expect(await revenueThisMonth()).toEqual({ premium: 19900 });

    // The rest is refunded: the charge is now fully refunded.
    stripe.refunds.set("ch_r1", [refund("re_r2", 19900), refund("re_r1", 10000)]);
    await deliver(event("charge.refunded", { id: "ch_r1", payment_intent: "pi_r1", refunded: true }));
    expect((await ledger(id)).map((r) => r.amount_cents)).toEqual([29900, -10000, -19900]);
    expect(await revenueThisMonth()).toEqual({ premium: 0 });
    // A refund is money, not a cancellation: the tier follows the subscription's status events.
    expect(await tierOf(id)).toBe("premium");
    stripe.subscriptions.set("sub_r", subscriptionObject("sub_r", id, "premium", "canceled"));
    await deliver(event("customer.subscription.deleted", { id: "sub_r" }));
    expect(await tierOf(id)).toBe("basic");
  });

  it("tolerates the refund arriving before the invoice's own event, and pending refunds", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_o", subscriptionObject("sub_o", id, "featured", "active"));
    const invoice = invoiceObject("in_o1", "sub_o", 99900);
    stripe.invoicePayments.set("pi_o1", invoice);
    stripe.refunds.set("ch_o1", [refund("re_o_pending", 2000, "pending"), refund("re_o1", 5000)]);

    await deliver(event("charge.refunded", { id: "ch_o1", payment_intent: "pi_o1", refunded: false }));
    // The invoice is recorded from Stripe's copy, so its refund has a payment to belong to.
    expect(await ledger(id)).toEqual([
      { source_id: "in_o1", product: "featured", amount_cents: 99900 },
      { source_id: "re_o1", product: "featured", amount_cents: -5000 },
    ]);
    // The pending refund goes through later.
    stripe.refunds.set("ch_o1", [refund("re_o_pending", 2000), refund("re_o1", 5000)]);
    await deliver(
      event("refund.updated", { id: "re_o_pending", object: "refund", charge: "ch_o1", payment_intent: "pi_o1" }),
    );
    // The invoice's own events come last; nothing is recorded twice.
    await deliver(event("invoice.paid", invoice));
    await deliver(event("invoice.payment_succeeded", invoice));
    expect(await ledger(id)).toEqual([
      { source_id: "in_o1", product: "featured", amount_cents: 99900 },
      { source_id: "re_o1", product: "featured", amount_cents: -5000 },
      { source_id: "re_o_pending", product: "featured", amount_cents: -2000 },
    ]);
  });

  it("a plan switched in Stripe mid-period bills the new tier: its proration invoice is recorded once at its real amount", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set(
      "sub_p",
      subscriptionObject("sub_p", id, "premium", "active", false, "aba_atlas_tier_premium_monthly"),
    );
    await deliver(event("invoice.paid", invoiceObject("in_p1", "sub_p", 29900)));
    // The owner switches to featured in the portal: the price changes, the checkout's metadata does not.
    stripe.subscriptions.set(
      "sub_p",
      subscriptionObject("sub_p", id, "premium", "active", false, "aba_atlas_tier_featured_monthly"),
    );
    const proration = invoiceObject("in_p2", "sub_p", 46650);
    // The invoice can come before the subscription's update; Stripe sends two events for it.
    await deliver(event("invoice.paid", proration));
    await deliver(event("customer.subscription.updated", { id: "sub_p" }));
    await deliver(event("invoice.payment_succeeded", proration));
    // A switch whose credit covers it moves no money.
    await deliver(event("invoice.paid", invoiceObject("in_p3", "sub_p", 0)));
    expect(await tierOf(id)).toBe("featured");
    expect(await ledger(id)).toEqual([
      { source_id: "in_p1", product: "premium", amount_cents: 29900 },
      { source_id: "in_p2", product: "featured", amount_cents: 46650 },
    ]);
  });
});
