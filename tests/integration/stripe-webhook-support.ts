/** Helpers shared by the payments-*.test.ts files that deliver Stripe webhooks (not a test file itself). */
import Stripe from "stripe";
import type { createApp } from "../../server/http/app.server.ts";

let eventCounter = 0;

/** An event's JSON body as Stripe sends it. */
export function event(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}_${Date.now()}`) {
  return JSON.stringify({ id, object: "event", type, data: { object } });
}

/** POSTs a body to the webhook with a signature made by Stripe's own helper (or a given header). */
export function webhookDelivery(app: ReturnType<typeof createApp>, secret: string) {
  return (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })) =>
    app.request("http://localhost/api/payments/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
}
