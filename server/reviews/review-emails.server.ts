import type { Locale } from "../../domain/i18n/locale.ts";
import { translate } from "@domain/i18n/catalog.ts";
import type { Database } from "@db/client.server.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { render } from "../email/templates.ts";

/**
 * The visitor's confirmation email: one link that publishes their review (7 days, single use).
 * The one place a review email is sent. Queued on the durable outbox: pass the transaction that
 * stores the confirmation, so both commit or neither does.
 */
export async function sendReviewConfirmation(
  database: Pick<Database, "sql">,
  mail: { to: string; name: string; listingName: string; url: string; locale: Locale },
): Promise<void> {
  const { locale } = mail;
  const params = { listing: mail.listingName };
  const message = render(mail.to, {
    subject: translate(locale, "email.reviewConfirm.subject", params),
    greeting: translate(locale, "email.greeting", { name: mail.name }),
    paragraphs: [translate(locale, "email.reviewConfirm.intro", params), translate(locale, "email.reviewConfirm.note")],
    link: { url: mail.url, label: translate(locale, "email.reviewConfirm.button") },
    footer: translate(locale, "email.footer"),
  });
  await enqueueEmail(database, message);
}
