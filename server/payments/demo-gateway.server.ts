import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { checkoutSessions } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import type { PaymentGateway } from "./gateway.server.ts";

/** A demo subscription's paid period. */
export const DEMO_PERIOD_DAYS = 30;
const DEMO_PERIOD_MS = DEMO_PERIOD_DAYS * 86_400_000;

/** When the demo subscription's current period ends: its payment, plus a period per renewal and the current one. */
export function demoPeriodEnd(row: { demoPaidAt: Date; demoRenewals: number }): Date {
  return new Date(row.demoPaidAt.getTime() + (row.demoRenewals + 1) * DEMO_PERIOD_MS);
}

/**
 * The demo payment mode (no STRIPE_SECRET_KEY): checkouts open the labelled demo page
 * (/upgrade-checkout/demo), whose confirmation marks the checkout paid here and then runs the
 * same fulfilment as a Stripe webhook. Its state is the checkout_sessions row.
 */
export function demoGateway(database: Database): PaymentGateway {
  const find = async (column: "id" | "subscriptionId", value: string) => {
    const [row] = await database.db.select().from(checkoutSessions).where(eq(checkoutSessions[column], value)).limit(1);
    return row?.mode === "demo" ? row : null;
  };
  return {
    mode: "demo",
    async createCheckout() {
      const id = `demo_cs_${randomBytes(12).toString("hex")}`;
      return { id, url: `/upgrade-checkout/demo?session=${id}` };
    },
    async retrieveCheckout(id) {
      const row = await find("id", id);
      if (!row) return null;
      const paid = row.demoPaidAt !== null;
      return {
        id,
        complete: paid,
        paid,
        subscriptionId: row.subscriptionId,
        customerId: row.userId === null ? null : `demo_cus_${row.userId}`,
        paymentIntentId: row.kind === "job_pack" && paid ? `demo_pi_${id}` : null,
      };
    },
    async retrieveSubscription(id) {
      const row = await find("subscriptionId", id);
      if (!row?.demoPaidAt) return null;
      const end = demoPeriodEnd({ demoPaidAt: row.demoPaidAt, demoRenewals: row.demoRenewals });
      return {
        id,
        status: row.status === "expired" || (row.demoCancelAtPeriodEnd && end <= new Date()) ? "canceled" : "active",
        customerId: row.userId === null ? null : `demo_cus_${row.userId}`,
        listingId: row.listingId,
        tier: row.product,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: row.demoCancelAtPeriodEnd,
      };
    },
    // The demo mode has no refunds: an admin refund happens in Stripe, which the demo has not.
    async retrieveChargeRefunds() {
      return null;
    },
    async cancelSubscription(id) {
      await database.db
        .update(checkoutSessions)
        .set({ status: "expired" })
        .where(eq(checkoutSessions.subscriptionId, id));
    },
    async portalUrl(_customerId, _returnUrl, listingId) {
      return `/my-listings/${listingId}/demo-billing`;
    },
  };
}
