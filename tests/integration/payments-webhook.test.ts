import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { startCheckout } from "../../server/payments/start-checkout.server.ts";
import type { AppServices } from "../../server/context.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import type { TestDatabase } from "../support/test-database.ts";
import { makeUser } from "./auth-support.ts";
import { subscriptionObject, type FakeStripe } from "./fake-stripe.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { event, stripeWebhookSuite } from "./stripe-webhook-support.ts";

const SECRET = "whsec_test_secret_for_webhooks";
const suite = stripeWebhookSuite(SECRET);
let t: TestDatabase;
let services: AppServices;
let stripe: FakeStripe;
let owner: number;
const deliver = (payload: string, signature?: string) => suite.deliver(payload, signature);

beforeAll(async () => {
  ({ t, services, stripe } = suite);
  owner = (await makeUser(t)).id;
});

const listingRow = async (id: number) =>
  (await t.sql`select tier, payment_status, job_posting_allowance from listings where id = ${id}`)[0]!;

describe("Stripe webhook", () => {
  it("grants the tier when a subscription checkout completes (re-reading the session and subscription)", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_a", subscriptionObject("sub_a", id, "premium", "active"));
    stripe.sessions.set("cs_a", {
      id: "cs_a",
      object: "checkout.session",
      status: "complete",
      payment_status: "paid",
      subscription: "sub_a",
      customer: "cus_test_1",
    });
    await t.sql`insert into checkout_sessions (id, listing_id, user_id, kind, product, mode) values ('cs_a', ${id}, ${owner}, 'tier', 'premium', 'stripe')`;
    // The event's own copy says nothing useful: the handler must read Stripe's current state.
    const res = await deliver(event("checkout.session.completed", { id: "cs_a", object: "checkout.session" }));
    expect(res.status).toBe(200);
    expect(await listingRow(id)).toMatchObject({ tier: "premium", payment_status: "paid" });
    const [sub] = await t.sql`select status, current_period_end from listing_subscriptions where listing_id = ${id}`;
    expect(sub!.status).toBe("active");
  });

  it("refuses a bad signature and changes nothing", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_b", subscriptionObject("sub_b", id, "featured", "active"));
    const payload = event("customer.subscription.updated", { id: "sub_b" });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
    const res = await deliver(payload, forged);
    expect(res.status).toBe(400);
    const missing = await deliver(payload, "");
    expect(missing.status).toBe(400);
    expect(await listingRow(id)).toMatchObject({ tier: "basic" });
    expect(await t.sql`select 1 from payment_events where type = 'customer.subscription.updated'`).toHaveLength(0);
  });

  it("a duplicate event is acknowledged and ignored; a job pack is granted once", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.sessions.set("cs_pack", {
      id: "cs_pack",
      object: "checkout.session",
      status: "complete",
      payment_status: "paid",
      subscription: null,
      payment_intent: "pi_pack",
    });
    await t.sql`insert into checkout_sessions (id, listing_id, user_id, kind, product, mode) values ('cs_pack', ${id}, ${owner}, 'job_pack', 'pack_10', 'stripe')`;
    const payload = event("checkout.session.completed", { id: "cs_pack" }, "evt_dup_1");
    expect((await deliver(payload)).status).toBe(200);
    const again = await deliver(payload);
    expect(await again.json()).toMatchObject({ outcome: "duplicate" });
    // Another event for the same checkout (Stripe may send both completed and async_payment_succeeded).
    await deliver(event("checkout.session.async_payment_succeeded", { id: "cs_pack" }));
    expect((await listingRow(id)).job_posting_allowance).toBe(10);
    // A full refund takes the postings back.
    await deliver(event("charge.refunded", { id: "ch_1", payment_intent: "pi_pack", refunded: true }));
    expect((await listingRow(id)).job_posting_allowance).toBe(0);
  });

  it("tolerates events out of order: a stale 'deleted' for an old subscription does not downgrade", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_new", subscriptionObject("sub_new", id, "featured", "active"));
    stripe.subscriptions.set("sub_old", subscriptionObject("sub_old", id, "premium", "canceled"));
    // The update of the new subscription arrives before the checkout completes.
    await deliver(event("customer.subscription.updated", { id: "sub_new", status: "incomplete" }));
    expect(await listingRow(id)).toMatchObject({ tier: "featured" });
    await deliver(event("customer.subscription.deleted", { id: "sub_old" }));
    expect(await listingRow(id)).toMatchObject({ tier: "featured" });
    // invoice.paid for the new subscription (current API shape: parent.subscription_details).
    const res = await deliver(
      event("invoice.paid", { id: "in_1", parent: { subscription_details: { subscription: "sub_new" } } }),
    );
    expect(res.status).toBe(200);
    expect(await listingRow(id)).toMatchObject({ tier: "featured", payment_status: "paid" });
  });

  it("a cancelled subscription takes the listing back to basic (Stripe sends it at period end)", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_c", subscriptionObject("sub_c", id, "premium-local", "active", true));
    await deliver(event("customer.subscription.updated", { id: "sub_c" }));
    expect(await listingRow(id)).toMatchObject({ tier: "premium-local" });
    const [sub] = await t.sql`select cancel_at_period_end from listing_subscriptions where listing_id = ${id}`;
    expect(sub!.cancel_at_period_end).toBe(true);
    stripe.subscriptions.set("sub_c", subscriptionObject("sub_c", id, "premium-local", "canceled"));
    await deliver(event("customer.subscription.deleted", { id: "sub_c" }));
    expect(await listingRow(id)).toMatchObject({ tier: "basic", payment_status: "canceled" });
    const unpaid = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_u", subscriptionObject("sub_u", unpaid, "premium", "unpaid"));
    await deliver(event("customer.subscription.updated", { id: "sub_u" }));
    expect(await listingRow(unpaid)).toMatchObject({ tier: "basic" });
  });
});

describe("the payments ledger (the admin revenue chart reads it)", () => {
  const ledger = (listingId: number) =>
    t.sql`select source_id, kind, product, amount_cents, mode from payments where listing_id = ${listingId} order by id`;

  it("records each paid invoice once under its subscription's tier, a job pack and its refund", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_ledger", subscriptionObject("sub_ledger", id, "premium-state", "active"));
    const paid = { id: "in_ledger_1", status: "paid", amount_paid: 69900, currency: "usd", subscription: "sub_ledger" };
    await deliver(event("invoice.paid", paid));
    // Stripe sends invoice.payment_succeeded for the same invoice, and redelivers.
    await deliver(event("invoice.payment_succeeded", paid));
    await deliver(event("invoice.payment_failed", { ...paid, id: "in_ledger_2", status: "open", amount_paid: 0 }));
    await deliver(event("invoice.paid", { ...paid, id: "in_ledger_3" }));
    stripe.sessions.set("cs_ledger_pack", {
      id: "cs_ledger_pack",
      object: "checkout.session",
      status: "complete",
      payment_status: "paid",
      subscription: null,
      payment_intent: "pi_ledger_pack",
    });
    await t.sql`insert into checkout_sessions (id, listing_id, user_id, kind, product, mode) values ('cs_ledger_pack', ${id}, ${owner}, 'job_pack', 'single', 'stripe')`;
    await deliver(event("checkout.session.completed", { id: "cs_ledger_pack" }));
    // Stripe lists the refund too: a job pack's, so it is not taken for a tier refund.
    const refund = {
      id: "re_ledger",
      object: "refund",
      amount: 9900,
      currency: "usd",
      status: "succeeded",
      created: 1,
    };
    stripe.refunds.set("ch_ledger", [refund]);
    await deliver(event("charge.refunded", { id: "ch_ledger", payment_intent: "pi_ledger_pack", refunded: true }));
    expect(await ledger(id)).toEqual([
      { source_id: "in_ledger_1", kind: "tier", product: "premium-state", amount_cents: 69900, mode: "stripe" },
      { source_id: "in_ledger_3", kind: "tier", product: "premium-state", amount_cents: 69900, mode: "stripe" },
      { source_id: "cs_ledger_pack", kind: "job_pack", product: "single", amount_cents: 9900, mode: "stripe" },
      { source_id: "refund:pi_ledger_pack", kind: "job_pack", product: "single", amount_cents: -9900, mode: "stripe" },
    ]);
  });
});

describe("receiving events (issue 30, item 29)", () => {
  const jobsFor = async (eventId: string) =>
    t.sql<{ attempts: number; last_error: string | null }[]>`
      select attempts, last_error from graphile_worker._private_jobs where key = ${`payment_event:${eventId}`}`;

  it("accepts a validly signed 40 KB event (a real invoice event passes the API's 32 KiB)", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_big", subscriptionObject("sub_big", id, "premium", "active"));
    const lines = Array.from({ length: 100 }, (_, i) => ({
      id: `il_${i}`,
      object: "line_item",
      description: `Premium listing, line ${i} `.padEnd(400, "."),
      amount: 29900,
    }));
    const invoice = {
      id: "in_big",
      object: "invoice",
      status: "paid",
      amount_paid: 29900,
      currency: "usd",
      parent: { subscription_details: { subscription: "sub_big" } },
      lines: { object: "list", data: lines },
    };
    const payload = event("invoice.paid", invoice);
    expect(Buffer.byteLength(payload)).toBeGreaterThan(40_000);
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(await listingRow(id)).toMatchObject({ tier: "premium", payment_status: "paid" });
    expect(await t.sql`select amount_cents from payments where source_id = 'in_big'`).toEqual([
      { amount_cents: 29900 },
    ]);
    // The webhook still has a limit of its own.
    const huge = event("invoice.paid", { ...invoice, id: "in_huge", memo: "x".repeat(1024 * 1024) });
    const refused = await suite.post(huge);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: { code: "payload_too_large" } });
  });

  it("stores an event whose object Stripe cannot return and answers 200; its job applies it once Stripe answers", async () => {
    const id = await insertListing(t, { userId: owner });
    stripe.subscriptions.set("sub_outage", subscriptionObject("sub_outage", id, "featured", "active"));
    const payload = event("customer.subscription.updated", { id: "sub_outage" }, "evt_outage");
    stripe.down = true;
    try {
      const res = await suite.post(payload);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, outcome: "queued" });
      const [stored] = await t.sql`select type, object, processed_at from payment_events where id = 'evt_outage'`;
      expect(stored).toMatchObject({ type: "customer.subscription.updated", object: { id: "sub_outage" } });
      expect(stored!.processed_at).toBeNull();
      // Stripe resends (our answer was lost, say): still one job for the event.
      expect(await (await suite.post(payload)).json()).toEqual({ received: true, outcome: "queued" });
      // The job's try fails while Stripe answers 500: nothing is applied, the queue will try again.
      await runQueuedJobs(services);
      expect(await jobsFor("evt_outage")).toMatchObject([{ attempts: 1 }]);
      expect((await jobsFor("evt_outage"))[0]!.last_error).toBeTruthy();
      expect(await listingRow(id)).toMatchObject({ tier: "basic" });
    } finally {
      stripe.down = false;
    }
    // Stripe is back; the retry comes round.
    await t.sql`update graphile_worker._private_jobs set run_at = now() where key = 'payment_event:evt_outage'`;
    await runQueuedJobs(services);
    expect(await listingRow(id)).toMatchObject({ tier: "featured", payment_status: "paid" });
    expect(await jobsFor("evt_outage")).toEqual([]);
    const [applied] = await t.sql`select object, processed_at from payment_events where id = 'evt_outage'`;
    expect(applied!.object).toBeNull();
    expect(applied!.processed_at).not.toBeNull();
    // An applied event sent again is acknowledged and changes nothing.
    expect(await (await suite.post(payload)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await jobsFor("evt_outage")).toEqual([]);
  });
});

describe("checkout creation against a stand-in for Stripe's API", () => {
  it("finds or creates the price by lookup key and opens a subscription checkout for the listing", async () => {
    const id = await insertListing(t, { userId: owner });
    const result = await startCheckout(await callerCtx(services, owner), {
      listingId: id,
      kind: "tier",
      product: "premium",
      locale: "en",
    });
    expect(result.ok && result.value.url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
    const create = stripe.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!;
    expect(create.body.get("mode")).toBe("subscription");
    expect(create.body.get("metadata[listingId]")).toBe(String(id));
    expect(create.body.get("subscription_data[metadata][tier]")).toBe("premium");
    const price = stripe.requests.find((r) => r.method === "POST" && r.path === "/v1/prices")!;
    expect(price.body.get("lookup_key")).toBe("aba_atlas_tier_premium_monthly");
    expect(price.body.get("unit_amount")).toBe("29900");
    expect(price.body.get("recurring[interval]")).toBe("month");
    // The second checkout reuses the price found by its lookup key.
    const before = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices").length;
    await startCheckout(await callerCtx(services, owner), {
      listingId: id,
      kind: "tier",
      product: "premium",
      locale: "en",
    });
    expect(stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/prices").length).toBe(before);
    // Nothing changed on the listing: only the webhook grants.
    expect(await listingRow(id)).toMatchObject({ tier: "basic" });
    const [row] = await t.sql`select kind, product, mode from checkout_sessions where listing_id = ${id} limit 1`;
    expect(row).toEqual({ kind: "tier", product: "premium", mode: "stripe" });
  });

  it("a job pack is a one-time payment; bad choices and strangers are refused", async () => {
    const id = await insertListing(t, { userId: owner });
    const pack = await startCheckout(await callerCtx(services, owner), {
      listingId: id,
      kind: "job_pack",
      product: "pack_25",
      locale: "en",
    });
    expect(pack.ok).toBe(true);
    const create = stripe.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!;
    expect(create.body.get("mode")).toBe("payment");
    const bad = await startCheckout(await callerCtx(services, owner), {
      listingId: id,
      kind: "tier",
      product: "gold",
      locale: "en",
    });
    expect(!bad.ok && bad.error.code).toBe("tier_invalid");
    const stranger = (await makeUser(t)).id;
    const refused = await startCheckout(await callerCtx(services, stranger), {
      listingId: id,
      kind: "tier",
      product: "premium",
      locale: "en",
    });
    expect(!refused.ok && refused.error.status).toBe(403);
  });
});
