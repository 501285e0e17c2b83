import type { Locale } from "../../domain/i18n/locale.ts";
import { formFieldKeys } from "../contact/field-keys.ts";
import type { FormMessageCode } from "../contact/messages.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { invalidInput, ok, rateLimited, type Result } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import { newsletterConfirmMessage } from "./emails.ts";
import { NEWSLETTER_PATHS } from "../../domain/newsletter-links.ts";
import { createToken } from "./newsletter-tokens.server.ts";
import { normalizeEmail, signupInput } from "./signup-input.ts";

/**
 * Newsletter signup, double opt-in: a confirmation link goes to the address, and only a
 * confirmed address is stored in newsletter_emails. The answer is always "check your inbox",
 * whether or not the address is subscribed already (nothing here looks at the subscription, so
 * the timing says nothing either). The link's token and its email are stored in one transaction
 * before the answer, so an acknowledged signup survives a crash; the outbox sends the email.
 * Signups count per IP (429 past the limit); confirmation mails count per address too, and past
 * that limit nothing more is sent.
 */
export async function requestSubscription(
  ctx: CallerContext,
  input: { values: unknown; locale: Locale },
): Promise<Result<{ code: FormMessageCode }>> {
  const { database, auth } = ctx;
  const { locale } = input;
  const parsed = signupInput.safeParse(input.values);
  if (!parsed.success) return invalidInput(formFieldKeys(parsed.error.issues), { prefix: "formMessage" });
  const attempt = await hitRateLimit(database, "newsletterIp", auth.ip ?? "unknown");
  if (attempt.blocked) return rateLimited(attempt.retryAfterSeconds);
  const email = normalizeEmail(parsed.data.email);
  const listingId = parsed.data.listingId;
  const perAddress = await hitRateLimit(database, "newsletterEmail", email);
  if (!perAddress.blocked) {
    await inTransaction(database, async (tx) => {
      const token = await createToken(tx, { purpose: "confirm", email, listingId, locale });
      const url = `${auth.linkBase}${NEWSLETTER_PATHS.confirm}?token=${token}`;
      await enqueueEmail(tx, newsletterConfirmMessage(locale, email, url));
    });
  }
  return ok({ code: "newsletter_check_inbox" });
}
