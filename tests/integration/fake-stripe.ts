/**
 * A local HTTP server standing in for Stripe's API (the SDK takes host, port and protocol):
 * it answers the few calls the app makes from objects the test puts in it, and records requests.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeStripe {
  port: number;
  subscriptions: Map<string, Record<string, unknown>>;
  sessions: Map<string, Record<string, unknown>>;
  prices: Map<string, Record<string, unknown>>;
  /** A charge's refunds, by charge id. */
  refunds: Map<string, Record<string, unknown>[]>;
  /** The invoice a payment intent paid, by payment intent id. */
  invoicePayments: Map<string, Record<string, unknown>>;
  requests: { method: string; path: string; body: URLSearchParams }[];
  /** While true, every call is answered 500, as Stripe's API answers in an outage. */
  down: boolean;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const subscriptions = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();
  const prices = new Map<string, Record<string, unknown>>();
  const refunds = new Map<string, Record<string, unknown>[]>();
  const invoicePayments = new Map<string, Record<string, unknown>>();
  const requests: FakeStripe["requests"] = [];
  let counter = 0;
  const fake = { down: false };
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const body = new URLSearchParams(req.method === "GET" ? url.search : raw);
      requests.push({ method: req.method ?? "GET", path: url.pathname, body });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++counter}` });
        res.end(JSON.stringify(value));
      };
      if (fake.down) return send(500, { error: { type: "api_error", message: "An unknown error occurred" } });
      const missing = () => send(404, { error: { type: "invalid_request_error", message: "No such object" } });
      let m: RegExpExecArray | null;
      if (req.method === "GET" && url.pathname === "/v1/prices") {
        const key = body.get("lookup_keys[0]");
        const data = [...prices.values()].filter((p) => p.lookup_key === key);
        return send(200, { object: "list", data, has_more: false, url: "/v1/prices" });
      }
      if (req.method === "POST" && url.pathname === "/v1/prices") {
        const id = `price_${++counter}`;
        const price = {
          id,
          object: "price",
          lookup_key: body.get("lookup_key"),
          unit_amount: Number(body.get("unit_amount")),
        };
        prices.set(id, price);
        return send(200, price);
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_${++counter}`;
        const session = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/${id}`,
          status: "open",
          mode: body.get("mode"),
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (req.method === "GET" && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname))) {
        const s = sessions.get(m[1]!);
        return s ? send(200, s) : missing();
      }
      if (req.method === "GET" && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname))) {
        const s = subscriptions.get(m[1]!);
        return s ? send(200, s) : missing();
      }
      if (req.method === "DELETE" && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname))) {
        const s = subscriptions.get(m[1]!);
        if (!s) return missing();
        s.status = "canceled";
        return send(200, s);
      }
      if (req.method === "GET" && url.pathname === "/v1/refunds") {
        const data = refunds.get(body.get("charge") ?? "") ?? [];
        return send(200, { object: "list", data, has_more: false, url: "/v1/refunds" });
      }
      if (req.method === "GET" && url.pathname === "/v1/invoice_payments") {
        const invoice = invoicePayments.get(body.get("payment[payment_intent]") ?? "");
        const data = invoice ? [{ id: `inpay_${String(invoice.id)}`, object: "invoice_payment", invoice }] : [];
        return send(200, { object: "list", data, has_more: false, url: "/v1/invoice_payments" });
      }
      if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        return send(200, { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/p/1" });
      }
      missing();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    port: (server.address() as AddressInfo).port,
    subscriptions,
    sessions,
    prices,
    refunds,
    invoicePayments,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * A subscription object as Stripe's API answers it (current API: the period is on the item);
 * `lookupKey` is its price's, when the test switches the plan in "Stripe".
 */
export function subscriptionObject(
  id: string,
  listingId: number,
  tier: string,
  status: string,
  cancelAtPeriodEnd = false,
  lookupKey?: string,
) {
  return {
    id,
    object: "subscription",
    status,
    customer: "cus_test_1",
    cancel_at_period_end: cancelAtPeriodEnd,
    metadata: { listingId: String(listingId), tier },
    items: {
      object: "list",
      data: [
        {
          id: `si_${id}`,
          current_period_end: 1_900_000_000,
          ...(lookupKey ? { price: { id: `price_${lookupKey}`, object: "price", lookup_key: lookupKey } } : {}),
        },
      ],
    },
  };
}
