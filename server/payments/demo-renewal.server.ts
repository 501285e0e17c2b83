import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { checkoutSessions } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { isPaidTier } from "@domain/payments.ts";
import { TIER_PRICES } from "@domain/tiers.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";
import type { JobServices } from "../jobs/handlers.server.ts";
import { DEMO_PERIOD_DAYS, demoPeriodEnd } from "./demo-gateway.server.ts";
import { fulfilPaymentEvent } from "./fulfil-payment-event.server.ts";

/**
 * Demo payment mode: a demo subscription renews every period, as a Stripe one does. At the end
 * of period `period - 1` (a job queued at the payment and at each renewal) the renewal is counted
 * once, then the fulfilment gets an `invoice.paid` event for that period's demo invoice: it
 * writes the ledger entry (once, by the invoice id) and moves the renewal date, as Stripe's
 * invoice.paid does. A subscription cancelled at period end, or ended, is not renewed.
 * Safe to repeat: a run that stopped after counting sends the invoice the next time.
 */
export async function renewDemoSubscription(
  ctx: Pick<JobServices, "config" | "database" | "logger">,
  input: { subscriptionId: string; period: number },
): Promise<void> {
  const { subscriptionId, period } = input;
  const ofThisSubscription = and(
    eq(checkoutSessions.subscriptionId, subscriptionId),
    eq(checkoutSessions.mode, "demo"),
  );
  const renewed = await inTransaction(ctx.database, async (tx) => {
    const [counted] = await tx.db
      .update(checkoutSessions)
      .set({ demoRenewals: period })
      .where(
        and(
          ofThisSubscription,
          eq(checkoutSessions.kind, "tier"),
          eq(checkoutSessions.demoRenewals, period - 1),
          eq(checkoutSessions.demoCancelAtPeriodEnd, false),
          ne(checkoutSessions.status, "expired"),
          isNotNull(checkoutSessions.demoPaidAt),
          sql`${checkoutSessions.demoPaidAt} + make_interval(days => ${DEMO_PERIOD_DAYS * period}) <= now()`,
        ),
      )
      .returning();
    if (counted?.demoPaidAt) {
      await enqueueJob(
        tx,
        "demo_subscription_renewal",
        { subscriptionId, period: period + 1 },
        { runAt: demoPeriodEnd({ demoPaidAt: counted.demoPaidAt, demoRenewals: period }) },
      );
    }
    const [row] = await tx.db.select().from(checkoutSessions).where(ofThisSubscription);
    return row && row.demoRenewals >= period && row.status !== "expired" ? row : null;
  });
  if (!renewed || !isPaidTier(renewed.product)) return;
  await fulfilPaymentEvent(ctx, {
    event: {
      id: `evt_demo_${randomBytes(12).toString("hex")}`,
      type: "invoice.paid",
      data: {
        object: {
          id: `demo_in_${subscriptionId}_${period}`,
          object: "invoice",
          status: "paid",
          amount_paid: TIER_PRICES[renewed.product] * 100,
          currency: "usd",
          subscription: subscriptionId,
        },
      },
    },
  });
}
