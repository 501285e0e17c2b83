import { and, eq, sql } from "drizzle-orm";
import { newsletterEmails, newsletterTokens } from "@db/schema/index.ts";
import { hashToken, isTokenShaped } from "../auth/tokens.server.ts";
import type { FormMessageCode } from "../contact/messages.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/**
 * Uses an unsubscribe link (the page's button, the API, or a mail program's RFC 8058
 * one-click POST): the address's subscription becomes inactive. Works any number of times.
 */
export async function unsubscribe(
  ctx: UseCaseContext<"database">,
  input: { token: unknown },
): Promise<Result<{ code: FormMessageCode; email: string }>> {
  const { database } = ctx;
  const { token } = input;
  if (!isTokenShaped(token)) return failWith(400, messageKey("formMessage", "newsletter_link_invalid"));
  const [row] = await database.db
    .update(newsletterTokens)
    .set({ usedAt: sql`coalesce(${newsletterTokens.usedAt}, now())` })
    .where(and(eq(newsletterTokens.tokenHash, hashToken(token)), eq(newsletterTokens.purpose, "unsubscribe")))
    .returning({ email: newsletterTokens.email });
  if (!row) return failWith(400, messageKey("formMessage", "newsletter_link_invalid"));
  const changed = await database.db
    .update(newsletterEmails)
    .set({ isActive: false })
    .where(and(eq(newsletterEmails.email, row.email), eq(newsletterEmails.isActive, true)))
    .returning({ id: newsletterEmails.id });
  return ok({
    code: changed.length > 0 ? "newsletter_unsubscribed" : "newsletter_already_unsubscribed",
    email: row.email,
  });
}
