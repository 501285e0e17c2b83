import type { Locale } from "../../domain/i18n/locale.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { sendEmail } from "../email/mailer.server.ts";
import { render } from "../email/templates.ts";
import type { UseCaseContext } from "../use-case.ts";

/**
 * The visitor's confirmation email: one link that publishes their review (7 days, single use).
 * The one place a review email is sent, so the mail transport can change in one place.
 */
export async function sendReviewConfirmation(
  ctx: UseCaseContext,
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
  await sendEmail(ctx, message);
}
