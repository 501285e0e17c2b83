import { eq } from "drizzle-orm";
import { paymentEvents } from "@db/schema/index.ts";
import type { JobServices } from "../jobs/handlers.server.ts";

/**
 * The `payment_event` job: applies a webhook event stored on receipt (receive-payment-event.server.ts).
 * The re-read from Stripe happens here, so Stripe being unreachable only delays the event: the
 * fulfilment throws and the queue tries again with backoff (25 tries, about three days). Safe to
 * repeat: an applied event is not applied again. The fulfilment is imported on the first run: it
 * reaches react-router, which must not load before server/main.ts sets NODE_ENV.
 */
export async function paymentEventJob(services: JobServices, payload: { eventId: string }) {
  const [row] = await services.database.db
    .select({ type: paymentEvents.type, object: paymentEvents.object, processedAt: paymentEvents.processedAt })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, payload.eventId));
  if (!row || row.processedAt) return;
  const { fulfilPaymentEvent } = await import("./fulfil-payment-event.server.ts");
  const { outcome } = await fulfilPaymentEvent(services, {
    event: { id: payload.eventId, type: row.type, data: { object: row.object ?? {} } },
  });
  services.logger.info({ event: payload.eventId, type: row.type, outcome }, "payment event");
}
