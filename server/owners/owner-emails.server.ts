/**
 * Every email the owner use cases send, in one place: built from the catalogs
 * ("ownerEmail.<kind>.*") and queued on the durable outbox (server/email/outbox.server.ts).
 * Callers pass the `tx` of inTransaction() with the write the email is about, so both commit
 * or neither: an acknowledged action's email is sent even after a crash, and a rolled-back
 * one sends nothing.
 */
import { translate, type MessageKey } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { Database } from "@db/client.server.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { render } from "../email/templates.ts";

type Tx = Pick<Database, "sql">;
type Kind = "claimCode" | "listingSubmitted" | "listingStatus" | "paymentReceived";

async function send(tx: Tx, locale: Locale, to: string, kind: Kind, params: Record<string, string>) {
  const text = (key: string) => translate(locale, key as MessageKey, params);
  const message = render(to, {
    subject: text(`ownerEmail.${kind}.subject`),
    greeting: text("email.greetingAnonymous"),
    paragraphs: [text(`ownerEmail.${kind}.intro`), text(`ownerEmail.${kind}.note`)],
    footer: text("email.footer"),
  });
  await enqueueEmail(tx, message);
}

/** The 6-digit claim code, to the listing's own address. */
export async function sendClaimCode(
  tx: Tx,
  locale: Locale,
  to: string,
  name: string,
  code: string,
): Promise<void> {
  await send(tx, locale, to, "claimCode", { name, code });
}

/** "Your listing is waiting for review", to the owner who added it. */
export async function sendListingSubmitted(
  tx: Tx,
  locale: Locale,
  to: string,
  name: string,
): Promise<void> {
  await send(tx, locale, to, "listingSubmitted", { name });
}

/** A status change (activated, suspended, closed), to the listing's owner. */
export async function sendListingStatus(
  tx: Tx,
  locale: Locale,
  to: string,
  name: string,
  status: string,
): Promise<void> {
  await send(tx, locale, to, "listingStatus", {
    name,
    status: translate(locale, `owners.status.${status}` as MessageKey),
  });
}

/** A payment fulfilled (tier or job pack), to the owner. */
export async function sendPaymentReceived(
  tx: Tx,
  locale: Locale,
  to: string,
  name: string,
  item: string,
): Promise<void> {
  await send(tx, locale, to, "paymentReceived", { name, item });
}
