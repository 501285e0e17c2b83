import type { UseCaseContext } from "../use-case.ts";
import { demoGateway } from "./demo-gateway.server.ts";
import type { PaymentGateway } from "./gateway.server.ts";
import { stripeGateway, type StripeEndpoint } from "./stripe-gateway.server.ts";

let testEndpoint: StripeEndpoint | undefined;

/**
 * Tests point the Stripe SDK at a local stand-in for Stripe's API (host, port, protocol).
 * @internal Not used in production: for the tests.
 */
export function useStripeEndpointForTests(endpoint: StripeEndpoint | undefined): void {
  testEndpoint = endpoint;
}

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the labelled demo payment mode. */
export function paymentGateway(ctx: UseCaseContext<"config" | "database">): PaymentGateway {
  const key = ctx.config.STRIPE_SECRET_KEY;
  return key ? stripeGateway(key, testEndpoint) : demoGateway(ctx.database);
}
