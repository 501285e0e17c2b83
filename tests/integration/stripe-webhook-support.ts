/** Helpers shared by the payments-*.test.ts files that deliver Stripe webhooks (not a test file itself). */
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { useStripeEndpointForTests } from "../../server/payments/payment-gateway.server.ts";
import type { AppServices } from "../../server/context.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { assertRegisteringHooks } from "../support/hook-registration.ts";
import { startFakeStripe, type FakeStripe } from "./fake-stripe.ts";

let eventCounter = 0;

/** An event's JSON body as Stripe sends it. */
export function event(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}_${Date.now()}`) {
  return JSON.stringify({ id, object: "event", type, data: { object } });
}

export interface StripeWebhookSuite {
  t: TestDatabase;
  services: AppServices;
  /** The local stand-in for Stripe's API the SDK talks to. */
  stripe: FakeStripe;
  /** POSTs a body to the webhook with a signature made by Stripe's own helper (or a given header). */
  post(payload: string, signature?: string): Promise<Response>;
  /** post(), then the queued jobs run, as the app's workers would run the event's job at once. */
  deliver(payload: string, signature?: string): Promise<Response>;
}

/**
 * For a test file: a fresh database, the app with Stripe keys and this webhook secret, and the
 * SDK pointed at a fake Stripe, ready in the file's beforeAll hooks (its fields are set then).
 */
export function stripeWebhookSuite(secret: string): StripeWebhookSuite {
  assertRegisteringHooks("stripeWebhookSuite");
  const suite = {} as StripeWebhookSuite;
  beforeAll(async () => {
    suite.t = await createTestDatabase();
    suite.services = testServices(suite.t, { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: secret });
    const app = createApp(suite.services);
    suite.post = async (payload, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })) =>
      app.request("http://localhost/api/payments/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
    suite.deliver = async (payload, signature) => {
      const res = await suite.post(payload, signature);
      await runQueuedJobs(suite.services);
      return res;
    };
    suite.stripe = await startFakeStripe();
    useStripeEndpointForTests({ host: "127.0.0.1", port: suite.stripe.port, protocol: "http" });
  });
  afterAll(async () => {
    useStripeEndpointForTests(undefined);
    await suite.stripe?.close();
  });
  return suite;
}
