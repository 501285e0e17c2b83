import type { JobServices } from "../jobs/handlers.server.ts";

/**
 * The queued monthly renewal of a demo subscription (server/payments/demo-renewal.server.ts).
 * Imported on the first run, like demo-subscription-end-job.server.ts: the fulfilment reaches
 * react-router, which must not load before server/main.ts sets NODE_ENV.
 */
export async function demoSubscriptionRenewalJob(
  services: JobServices,
  payload: { subscriptionId: string; period: number },
) {
  const { renewDemoSubscription } = await import("./demo-renewal.server.ts");
  await renewDemoSubscription(services, payload);
}
