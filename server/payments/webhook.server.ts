import type { Context } from "hono";
import type { AppEnv } from "../http/env.ts";
import { fulfilPaymentEvent } from "./fulfil-payment-event.server.ts";
import { verifiedEvent } from "./stripe-gateway.server.ts";

/** The webhook's path: exempt from the Origin check (the signature is its authority). */
export const PAYMENT_WEBHOOK_PATH = "/api/payments/webhook";

/**
 * POST /api/payments/webhook: Stripe's events. The signature is checked on the raw body before
 * anything is read; a bad one is 400 and changes nothing. A handled or duplicate event is 200;
 * a failure reading Stripe is 500, so Stripe delivers the event again later.
 */
export async function paymentWebhook(c: Context<AppEnv>): Promise<Response> {
  const { config, logger } = c.var.services;
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) {
    return c.json(
      { error: { code: "payments_not_configured", message: "Stripe is not configured on this site." } },
      404,
    );
  }
  const raw = Buffer.from(await c.req.arrayBuffer());
  let event;
  try {
    event = verifiedEvent(raw, c.req.header("stripe-signature") ?? "", config.STRIPE_WEBHOOK_SECRET);
  } catch {
    return c.json(
      { error: { code: "bad_signature", message: "The Stripe-Signature header does not match the body." } },
      400,
    );
  }
  const { outcome } = await fulfilPaymentEvent(c.var.services, {
    event: {
      id: event.id,
      type: event.type,
      data: { object: event.data.object as unknown as Record<string, unknown> },
    },
  });
  logger.info({ event: event.id, type: event.type, outcome }, "payment event");
  return c.json({ received: true, outcome });
}
