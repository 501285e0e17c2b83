import type { JobServices } from "../jobs/handlers.server.ts";

/**
 * The queued end of a cancelled demo period (server/payments/demo-cancellation.server.ts). Safe
 * to repeat and harmless after a resume: the fulfilment re-reads the subscription, which is
 * still active unless it was cancelled and its period is over. The fulfilment is imported on
 * the first run: it reaches react-router, which must not load before server/main.ts sets
 * NODE_ENV (a static import from the job list would load React's development build).
 */
export async function demoSubscriptionEndJob(services: JobServices, payload: { subscriptionId: string }) {
  const { demoSubscriptionEvent } = await import("./demo-cancellation.server.ts");
  await demoSubscriptionEvent(services, {
    subscriptionId: payload.subscriptionId,
    type: "customer.subscription.deleted",
  });
}
