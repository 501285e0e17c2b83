import type { Context } from "hono";
import type { AppEnv } from "../http/env.ts";
import { receivePaymentEvent } from "./receive-payment-event.server.ts";
import { verifiedEvent } from "./stripe-gateway.server.ts";

/** The webhook's path: exempt from the Origin check (the signature is its authority). */
export const PAYMENT_WEBHOOK_PATH = "/api/payments/webhook";

/**
 * POST /api/payments/webhook: Stripe's events. The signature is checked on the raw body before
 * anything is read; a bad one is 400 and changes nothing. A verified event is stored and its job
 * queued, then answered 200 ("queued", or "duplicate" when it was already applied): the job
 * re-reads Stripe and applies it, retrying while Stripe cannot be read, so an event Stripe
 * delivered is never lost to a failed read. Its body limit is its own (body-limit.server.ts).
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
  const { outcome } = await receivePaymentEvent(c.var.services, {
    event: {
      id: event.id,
      type: event.type,
      data: { object: event.data.object as unknown as Record<string, unknown> },
    },
  });
  logger.info({ event: event.id, type: event.type, outcome }, "payment event received");
  return c.json({ received: true, outcome });
}
