/**
 * Every email the owner use cases send, in one place: built from the catalogs
 * ("ownerEmail.<kind>.*") and sent after the response, as the account emails are.
 */
import { translate, type MessageKey } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { AppServices } from "../context.ts";
import { runInBackground } from "../email/background.server.ts";
import { sendEmail } from "../email/mailer.server.ts";
import { render } from "../email/templates.ts";

type Services = Pick<AppServices, "config" | "database" | "logger">;
type Kind = "claimCode" | "listingSubmitted" | "listingStatus" | "paymentReceived";

function send(services: Services, locale: Locale, to: string, kind: Kind, params: Record<string, string>) {
  const text = (key: string) => translate(locale, key as MessageKey, params);
  const message = render(to, {
    subject: text(`ownerEmail.${kind}.subject`),
    greeting: text("email.greetingAnonymous"),
    paragraphs: [text(`ownerEmail.${kind}.intro`), text(`ownerEmail.${kind}.note`)],
    footer: text("email.footer"),
  });
  runInBackground(services.logger, `owner email ${kind}`, () => sendEmail(services, message));
}

/** The 6-digit claim code, to the listing's own address. */
export function sendClaimCode(services: Services, locale: Locale, to: string, name: string, code: string) {
  send(services, locale, to, "claimCode", { name, code });
}

/** "Your listing is waiting for review", to the owner who added it. */
export function sendListingSubmitted(services: Services, locale: Locale, to: string, name: string) {
  send(services, locale, to, "listingSubmitted", { name });
}

/** A status change (activated, suspended, closed), to the listing's owner. */
export function sendListingStatus(services: Services, locale: Locale, to: string, name: string, status: string) {
  send(services, locale, to, "listingStatus", {
    name,
    status: translate(locale, `owners.status.${status}` as MessageKey),
  });
}

/** A payment fulfilled (tier or job pack), to the owner. */
export function sendPaymentReceived(services: Services, locale: Locale, to: string, name: string, item: string) {
  send(services, locale, to, "paymentReceived", { name, item });
}
