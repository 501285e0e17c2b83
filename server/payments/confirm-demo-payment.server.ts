import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { checkoutSessions } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { signedInCaller } from "../owners/listing-access.server.ts";
import type { CallerContext } from "../use-case.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";
import { demoPeriodEnd } from "./demo-gateway.server.ts";
import { fulfilPaymentEvent } from "./fulfil-payment-event.server.ts";
import { paymentGateway } from "./payment-gateway.server.ts";

/**
 * Demo payment mode only: the owner confirms the labelled demo payment. The checkout is marked
 * paid in the demo gateway, then the very fulfilment a Stripe webhook runs is given a
 * checkout.session.completed event for it.
 */
export async function confirmDemoPayment(
  ctx: CallerContext,
  input: { sessionId: unknown },
): Promise<Result<{ listingId: number; kind: string; product: string }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  if (paymentGateway(ctx).mode !== "demo" || typeof input.sessionId !== "string") {
    return failWith(404, messageKey("ownerMessage", "checkout_unknown"));
  }
  const [row] = await ctx.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, input.sessionId));
  if (!row || row.mode !== "demo" || row.status !== "open")
    return failWith(404, messageKey("ownerMessage", "checkout_unknown"));
  if (row.userId !== caller.value.id && !isAdmin(caller.value))
    return failWith(403, messageKey("ownerMessage", "forbidden"));

  await inTransaction(ctx.database, async (tx) => {
    const [paid] = await tx.db
      .update(checkoutSessions)
      .set({
        demoPaidAt: sql`now()`,
        subscriptionId: row.kind === "tier" ? `demo_sub_${randomBytes(12).toString("hex")}` : null,
      })
      .where(and(eq(checkoutSessions.id, row.id), isNull(checkoutSessions.demoPaidAt)))
      .returning();
    // A demo subscription renews monthly like a Stripe one (server/payments/demo-renewal.server.ts).
    if (paid?.subscriptionId && paid.demoPaidAt) {
      await enqueueJob(
        tx,
        "demo_subscription_renewal",
        { subscriptionId: paid.subscriptionId, period: 1 },
        { runAt: demoPeriodEnd({ demoPaidAt: paid.demoPaidAt, demoRenewals: 0 }) },
      );
    }
  });
  const event = {
    id: `evt_demo_${randomBytes(12).toString("hex")}`,
    type: "checkout.session.completed",
    data: { object: { id: row.id, object: "checkout.session" } },
  };
  await fulfilPaymentEvent(ctx, { event });
  return ok({ listingId: row.listingId, kind: row.kind, product: row.product });
}
