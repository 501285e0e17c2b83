import { eq } from "drizzle-orm";
import { paymentEvents } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import type { PaymentEvent } from "./fulfil-payment-event.server.ts";

/**
 * Stores a verified webhook event and queues its payment_event job, in one transaction, before
 * anything asks Stripe: once this returns, the event is applied even if Stripe cannot be read
 * now (the job retries). An event already applied is a duplicate; one stored and still waiting
 * (Stripe resends when an answer was lost) has its job queued again, to run now.
 */
export async function receivePaymentEvent(
  ctx: UseCaseContext<"database">,
  input: { event: PaymentEvent },
): Promise<{ outcome: "queued" | "duplicate" }> {
  const { event } = input;
  return inTransaction(ctx.database, async (tx) => {
    await tx.db
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, object: event.data.object })
      .onConflictDoNothing();
    const [row] = await tx.db
      .select({ processedAt: paymentEvents.processedAt })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id))
      .for("update");
    if (row?.processedAt) return { outcome: "duplicate" as const };
    // One waiting job per event: a resent event does not add a second.
    await enqueueJob(tx, "payment_event", { eventId: event.id }, { jobKey: `payment_event:${event.id}` });
    return { outcome: "queued" as const };
  });
}
