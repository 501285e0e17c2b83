import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { checkoutSessions, listingSubscriptions } from "@db/schema/index.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";
import type { JobServices } from "../jobs/handlers.server.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import type { CallerContext } from "../use-case.ts";
import { fulfilPaymentEvent } from "./fulfil-payment-event.server.ts";
import { paymentGateway } from "./payment-gateway.server.ts";

export interface DemoBilling {
  listingId: number;
  name: string;
  tier: string;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * The demo mode's stand-in for Stripe's customer portal: a listing's live demo subscription,
 * for its owner or an admin. 404 outside demo mode or without one.
 */
export async function demoBilling(ctx: CallerContext, input: { listingId: unknown }): Promise<Result<DemoBilling>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { listing } = access.value;
  const [sub] = await ctx.database.db
    .select()
    .from(listingSubscriptions)
    .where(eq(listingSubscriptions.listingId, listing.id));
  const live = sub && (sub.status === "active" || sub.status === "trialing" || sub.status === "past_due");
  if (paymentGateway(ctx).mode !== "demo" || !live || !sub.subscriptionId.startsWith("demo_sub_")) {
    return failWith(404, messageKey("ownerMessage", "no_billing"));
  }
  return ok({
    listingId: listing.id,
    name: listing.name,
    tier: sub.tier,
    periodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  });
}

/**
 * Demo mode: cancel a subscription at the end of its paid period, or take the cancellation back,
 * as Stripe's portal does. The change goes through the same fulfilment as a Stripe
 * `customer.subscription.updated` webhook; the period's end is a queued job that delivers the
 * `customer.subscription.deleted` event then (the tier stays until that moment).
 */
export async function setDemoCancellation(
  ctx: CallerContext,
  input: { listingId: unknown; cancel: boolean },
): Promise<Result<DemoBilling>> {
  const billing = await demoBilling(ctx, input);
  if (!billing.ok) return billing;
  const [sub] = await ctx.database.db
    .select({ id: listingSubscriptions.subscriptionId })
    .from(listingSubscriptions)
    .where(eq(listingSubscriptions.listingId, billing.value.listingId));
  await ctx.database.db
    .update(checkoutSessions)
    .set({ demoCancelAtPeriodEnd: input.cancel })
    .where(and(eq(checkoutSessions.subscriptionId, sub!.id), eq(checkoutSessions.mode, "demo")));
  await demoSubscriptionEvent(ctx, { subscriptionId: sub!.id, type: "customer.subscription.updated" });
  const after = await demoBilling(ctx, input);
  if (after.ok && input.cancel && after.value.periodEnd) {
    await enqueueJob(
      ctx.database,
      "demo_subscription_end",
      { subscriptionId: sub!.id },
      { runAt: new Date(after.value.periodEnd) },
    );
  }
  return after;
}

/** Hands the fulfilment a provider event about a demo subscription (it re-reads the state itself). */
export async function demoSubscriptionEvent(
  ctx: Pick<JobServices, "config" | "database" | "logger">,
  input: { subscriptionId: string; type: string },
) {
  await fulfilPaymentEvent(ctx, {
    event: {
      id: `evt_demo_${randomBytes(12).toString("hex")}`,
      type: input.type,
      data: { object: { id: input.subscriptionId, object: "subscription" } },
    },
  });
}
