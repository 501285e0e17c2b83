import { and, eq } from "drizzle-orm";
import type { Database } from "@db/client.server.ts";
import { payments } from "@db/schema/index.ts";
import type { ChargeRefunds } from "./gateway.server.ts";

/** The database handle of the fulfilment's transaction (inTransaction). */
type Tx = Database["db"];

export interface PaymentRecord {
  /** The provider's id of what was paid: an invoice, a checkout, a refund. Recorded once. */
  sourceId: string;
  listingId: number | null;
  kind: "tier" | "job_pack";
  product: string;
  amountCents: number;
  currency?: string;
  mode: "stripe" | "demo";
  /** When the money moved (default: now); a refund's own time puts it in the month it happened. */
  paidAt?: Date;
}

/**
 * Writes one payment to the ledger (payments table), in the fulfilment's transaction; a repeat
 * is ignored. Answers whether this call wrote it.
 */
export async function recordPayment(tx: Tx, record: PaymentRecord): Promise<boolean> {
  if (!Number.isSafeInteger(record.amountCents)) return false;
  const written = await tx
    .insert(payments)
    .values({ ...record, currency: (record.currency ?? "usd").toLowerCase() })
    .onConflictDoNothing({ target: payments.sourceId })
    .returning({ id: payments.id });
  return written.length > 0;
}

/** A paid subscription invoice's amount and currency, from the verified event's invoice object. */
export function paidInvoice(
  invoice: Record<string, unknown>,
): { id: string; amountCents: number; currency: string } | null {
  const { id, amount_paid: amount, currency, status } = invoice;
  if (typeof id !== "string" || typeof amount !== "number" || !Number.isSafeInteger(amount)) return null;
  if (status !== undefined && status !== "paid") return null;
  return { id, amountCents: amount, currency: typeof currency === "string" ? currency : "usd" };
}

/**
 * Money given back on a subscription invoice: one negative ledger entry per refund that went
 * through, with the refund's id as its source (so a resent or reordered event writes it once, and
 * a partial refund writes just its amount), under the tier and listing the invoice paid for, in
 * the month of the refund. The tier is left alone: a refund is money, not a cancellation. An
 * admin who also ends the service cancels the subscription in Stripe, and its status events
 * (deleted, or updated to cancel at period end) move the listing back to basic.
 */
export async function recordTierRefunds(tx: Tx, charge: ChargeRefunds): Promise<boolean> {
  if (!charge.invoice || charge.refunds.length === 0) return false;
  const [paid] = await tx
    .select({ listingId: payments.listingId, product: payments.product, mode: payments.mode })
    .from(payments)
    .where(and(eq(payments.sourceId, charge.invoice.id), eq(payments.kind, "tier")));
  if (!paid) return false;
  let written = false;
  for (const refund of charge.refunds) {
    const wrote = await recordPayment(tx, {
      sourceId: refund.id,
      listingId: paid.listingId,
      kind: "tier",
      product: paid.product,
      amountCents: -refund.amountCents,
      currency: refund.currency,
      mode: paid.mode === "demo" ? "demo" : "stripe",
      paidAt: refund.createdAt,
    });
    written = wrote || written;
  }
  return written;
}
