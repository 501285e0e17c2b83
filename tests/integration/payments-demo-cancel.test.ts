/**
 * Cancelling in the labelled demo payment mode (issue 11): at the end of the paid period, not
 * before, through the same fulfilment as Stripe's webhooks and a job queued for the period's end.
 * Renewing, as Stripe does: each period's invoice goes in the payments ledger once.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { myListings } from "../../server/owners/my-listings.server.ts";
import { confirmDemoPayment } from "../../server/payments/confirm-demo-payment.server.ts";
import { setDemoCancellation } from "../../server/payments/demo-cancellation.server.ts";
import { demoSubscriptionEndJob } from "../../server/payments/demo-subscription-end-job.server.ts";
import { demoSubscriptionRenewalJob } from "../../server/payments/demo-subscription-renewal-job.server.ts";
import { startCheckout } from "../../server/payments/start-checkout.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";

let t: TestDatabase;
let services: AppServices;
let owner: number;
let other: number;

beforeAll(async () => {
  t = await createTestDatabase();
  services = testServices(t);
  owner = (await makeUser(t)).id;
  other = (await makeUser(t)).id;
});

/** A listing of `owner` on Premium, paid in demo mode; answers it and its subscription id. */
async function premiumListing() {
  const listingId = await insertListing(t, { userId: owner });
  const ctx = await callerCtx(services, owner);
  const started = await startCheckout(ctx, { listingId, kind: "tier", product: "premium", locale: "en" });
  if (!started.ok) throw new Error("checkout failed");
  expect((await confirmDemoPayment(ctx, { sessionId: started.value.id })).ok).toBe(true);
  const [sub] = await t.sql<{ id: string }[]>`
    select subscription_id as id from listing_subscriptions where listing_id = ${listingId}`;
  return { listingId, subscriptionId: sub!.id, ctx };
}

const listing = async (id: number) =>
  (
    await t.sql<{ tier: string; payment_status: string }[]>`
    select tier, payment_status from listings where id = ${id}`
  )[0]!;

/** The paid period is over: the demo payment was 31 days ago (periods last 30). */
const periodPasses = (subscriptionId: string) =>
  t.sql`update checkout_sessions set demo_paid_at = now() - interval '31 days' where subscription_id = ${subscriptionId}`;

describe("demo mode cancellation", () => {
  it("keeps the tier until the period ends, then the queued job returns the listing to Basic", async () => {
    const { listingId, subscriptionId, ctx } = await premiumListing();
    expect(await listing(listingId)).toEqual({ tier: "premium", payment_status: "paid" });

    const refused = await setDemoCancellation(await callerCtx(services, other), { listingId, cancel: true });
    expect(!refused.ok && refused.error.status).toBe(403);

    const cancelled = await setDemoCancellation(ctx, { listingId, cancel: true });
    expect(cancelled.ok && cancelled.value.cancelAtPeriodEnd).toBe(true);
    const [mine] = (await myListings(services, { userId: owner })).filter((l) => l.id === listingId);
    expect(mine).toMatchObject({ tier: "premium", payment: "canceling" });
    expect(await listing(listingId)).toEqual({ tier: "premium", payment_status: "paid" });

    // The end of the period is a job, due at the period's end.
    const [job] = await t.sql<{ run_at: string; payload: string }[]>`
      select to_json(j.run_at)#>>'{}' as run_at, j.payload::text as payload from graphile_worker._private_jobs j
      join graphile_worker._private_tasks k on k.id = j.task_id where k.identifier = 'demo_subscription_end'`;
    expect(JSON.parse(job!.payload)).toEqual({ subscriptionId });
    expect(new Date(job!.run_at).toISOString()).toBe(cancelled.ok ? cancelled.value.periodEnd : null);

    await periodPasses(subscriptionId);
    await demoSubscriptionEndJob(services, { subscriptionId });
    expect(await listing(listingId)).toEqual({ tier: "basic", payment_status: "canceled" });
  });

  it("a cancellation taken back keeps the plan, even when the end job runs", async () => {
    const { listingId, subscriptionId, ctx } = await premiumListing();
    await setDemoCancellation(ctx, { listingId, cancel: true });
    const resumed = await setDemoCancellation(ctx, { listingId, cancel: false });
    expect(resumed.ok && resumed.value.cancelAtPeriodEnd).toBe(false);
    await periodPasses(subscriptionId);
    await demoSubscriptionEndJob(services, { subscriptionId });
    expect(await listing(listingId)).toEqual({ tier: "premium", payment_status: "paid" });
  });

  it("is not offered for a listing without a demo subscription", async () => {
    const listingId = await insertListing(t, { userId: owner });
    const result = await setDemoCancellation(await callerCtx(services, owner), { listingId, cancel: true });
    expect(!result.ok && result.error.status).toBe(404);
  });
});

describe("demo mode renewals", () => {
  const ledger = (listingId: number) =>
    t.sql`select product, amount_cents, mode from payments where listing_id = ${listingId} order by id`;
  const renewalJobs = (subscriptionId: string) =>
    t.sql<{ payload: { subscriptionId: string; period: number }; run_at: string }[]>`
      select j.payload, to_json(j.run_at)#>>'{}' as run_at from graphile_worker._private_jobs j
      join graphile_worker._private_tasks k on k.id = j.task_id
      where k.identifier = 'demo_subscription_renewal' and j.payload->>'subscriptionId' = ${subscriptionId}
      order by j.id`;
  const periodEnd = async (listingId: number) =>
    (
      await t.sql<{ end: string }[]>`
      select to_json(current_period_end)#>>'{}' as end from listing_subscriptions where listing_id = ${listingId}`
    )[0]!.end;

  it("renews each period through the invoice.paid fulfilment: one ledger entry per period, as with Stripe", async () => {
    const { listingId, subscriptionId } = await premiumListing();
    const paid = { product: "premium", amount_cents: 29900, mode: "demo" };
    expect(await ledger(listingId)).toEqual([paid]);
    // Queued with the payment, due when the first period ends.
    const [first] = await renewalJobs(subscriptionId);
    expect(first!.payload).toEqual({ subscriptionId, period: 1 });
    expect(first!.run_at).toBe(await periodEnd(listingId));

    // Run early (a retry, a clock skew): nothing is billed before the period ends.
    await demoSubscriptionRenewalJob(services, { subscriptionId, period: 1 });
    expect(await ledger(listingId)).toEqual([paid]);

    await periodPasses(subscriptionId);
    await demoSubscriptionRenewalJob(services, { subscriptionId, period: 1 });
    await demoSubscriptionRenewalJob(services, { subscriptionId, period: 1 });
    expect(await ledger(listingId)).toEqual([paid, paid]);
    expect(await listing(listingId)).toEqual({ tier: "premium", payment_status: "paid" });
    // The renewal date moved a period on, and the next renewal is queued for it.
    const end = await periodEnd(listingId);
    expect(new Date(end).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    const jobs = await renewalJobs(subscriptionId);
    expect(jobs.at(-1)).toEqual({ payload: { subscriptionId, period: 2 }, run_at: end });
  });

  it("a subscription cancelled at period end is not renewed, and ends", async () => {
    const { listingId, subscriptionId, ctx } = await premiumListing();
    await setDemoCancellation(ctx, { listingId, cancel: true });
    await periodPasses(subscriptionId);
    await demoSubscriptionRenewalJob(services, { subscriptionId, period: 1 });
    await demoSubscriptionEndJob(services, { subscriptionId });
    expect(await ledger(listingId)).toEqual([{ product: "premium", amount_cents: 29900, mode: "demo" }]);
    expect(await listing(listingId)).toEqual({ tier: "basic", payment_status: "canceled" });
  });
});
