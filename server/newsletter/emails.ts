import type { Locale } from "../../domain/i18n/locale.ts";
import type { EmailMessage } from "../email/mailer.server.ts";
import { render } from "../email/templates.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { catalogParts } from "../email/templates.ts";

/** The double opt-in message: one link that confirms the subscription (7 days, single use). */
export function newsletterConfirmMessage(locale: Locale, to: string, url: string): EmailMessage {
  return render(to, catalogParts({ locale, kind: "newsletterConfirm", url }));
}

/**
 * RFC 2369 / RFC 8058 headers: mail programs show an "Unsubscribe" button that POSTs
 * "List-Unsubscribe=One-Click" to the URL, with no further step.
 */
function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** Sent once an address is confirmed. Like every newsletter email, it carries the unsubscribe link and headers. */
export function newsletterWelcomeMessage(locale: Locale, to: string, unsubscribeUrl: string): EmailMessage {
  const message = render(to, {
    ...catalogParts({ locale, kind: "newsletterWelcome" }),
    unsubscribe: { url: unsubscribeUrl, label: translate(locale, "email.unsubscribe") },
  });
  return { ...message, headers: listUnsubscribeHeaders(unsubscribeUrl) };
}
