import type { Database } from "@db/client.server.ts";
import { payments } from "@db/schema/index.ts";

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
}

/** Writes one payment to the ledger (payments table), in the fulfilment's transaction; a repeat is ignored. */
export async function recordPayment(tx: Tx, record: PaymentRecord): Promise<void> {
  if (!Number.isSafeInteger(record.amountCents)) return;
  await tx
    .insert(payments)
    .values({ ...record, currency: (record.currency ?? "usd").toLowerCase() })
    .onConflictDoNothing({ target: payments.sourceId });
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
