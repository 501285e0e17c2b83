import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { newsletterEmails, newsletterTokens } from "@db/schema/index.ts";
import { isLocale, type Locale } from "../../domain/i18n/locale.ts";
import { hashToken, isTokenShaped } from "../auth/tokens.server.ts";
import type { FormMessageCode } from "../contact/messages.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { newsletterWelcomeMessage } from "./emails.ts";
import { NEWSLETTER_PATHS } from "../../domain/newsletter-links.ts";
import { createUnsubscribeToken, isSubscribed, tokenRow } from "./newsletter-tokens.server.ts";

type Answer = Result<{ code: FormMessageCode; email: string }>;

const linkInvalid = () => failWith(400, messageKey("formMessage", "newsletter_link_invalid"));
const alreadySubscribed = (email: string): Answer => ok({ code: "newsletter_already_subscribed", email });

/**
 * Uses a confirmation link: atomically marks it used (two clicks cannot both count), then stores
 * the address as an active subscriber (re-subscribing reactivates it) and sends the welcome
 * email with its unsubscribe link. A link for an address that is subscribed already answers
 * "already subscribed", whether the link was used or not.
 */
export async function confirmSubscription(
  ctx: CallerContext,
  input: { token: unknown; locale: Locale },
): Promise<Answer> {
  const { database, auth } = ctx;
  const { token, locale } = input;
  if (!isTokenShaped(token)) return linkInvalid();
  const [used] = await database.db
    .update(newsletterTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(newsletterTokens.tokenHash, hashToken(token)),
        eq(newsletterTokens.purpose, "confirm"),
        isNull(newsletterTokens.usedAt),
        gt(newsletterTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      email: newsletterTokens.email,
      listingId: newsletterTokens.listingId,
      locale: newsletterTokens.locale,
    });
  if (!used) {
    const row = await tokenRow(database, token, "confirm");
    if (row && (await isSubscribed(database, row.email))) return alreadySubscribed(row.email);
    return linkInvalid();
  }
  if (await isSubscribed(database, used.email)) return alreadySubscribed(used.email);
  // Insert, or reactivate an address that had unsubscribed. `xmax = 0` tells a fresh insert
  // from an update, so two concurrent confirmations send one welcome.
  const [saved] = await database.db
    .insert(newsletterEmails)
    .values({ email: used.email, listingId: used.listingId, isActive: true })
    .onConflictDoUpdate({
      target: newsletterEmails.email,
      set: {
        isActive: true,
        listingId: sql`coalesce(excluded.listing_id, ${newsletterEmails.listingId})`,
      },
      setWhere: sql`${newsletterEmails.isActive} = false`,
    })
    .returning({ id: newsletterEmails.id });
  if (!saved) return alreadySubscribed(used.email);
  const mailLocale: Locale = isLocale(locale) ? locale : isLocale(used.locale) ? used.locale : "en";
  await inTransaction(database, async (tx) => {
    const unsubscribe = await createUnsubscribeToken(tx, used.email, mailLocale);
    const url = `${auth.linkBase}${NEWSLETTER_PATHS.unsubscribe}?token=${unsubscribe}`;
    await enqueueEmail(tx, newsletterWelcomeMessage(mailLocale, used.email, url));
  });
  return ok({ code: "newsletter_subscribed", email: used.email });
}
