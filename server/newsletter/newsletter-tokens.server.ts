/** The newsletter's link tokens and subscriber lookups, shared by its use cases. */
import { and, eq, sql } from "drizzle-orm";
import { listings, newsletterEmails, newsletterTokens } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import { hashToken, newToken } from "../auth/tokens.server.ts";
import { CONFIRM_LIFETIME_SECONDS } from "../../domain/newsletter-links.ts";
import { normalizeEmail } from "./signup-input.ts";

export type LinkPurpose = "confirm" | "unsubscribe";

/** A new link token; a listing id that names no listing is dropped. */
export async function createToken(
  database: Database,
  values: { purpose: LinkPurpose; email: string; listingId?: number | null; locale: Locale },
): Promise<string> {
  const token = newToken();
  let listingId = values.listingId ?? null;
  if (listingId !== null) {
    const [listing] = await database.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.id, listingId))
      .limit(1);
    if (!listing) listingId = null;
  }
  await database.db.insert(newsletterTokens).values({
    tokenHash: hashToken(token),
    purpose: values.purpose,
    email: values.email,
    listingId,
    locale: values.locale,
    expiresAt: values.purpose === "confirm" ? sql`now() + make_interval(secs => ${CONFIRM_LIFETIME_SECONDS})` : null,
  });
  // Confirmation links that died a while ago are deleted as new ones are made.
  if (values.purpose === "confirm") {
    await database.db
      .delete(newsletterTokens)
      .where(
        and(eq(newsletterTokens.purpose, "confirm"), sql`${newsletterTokens.expiresAt} < now() - interval '7 days'`),
      );
  }
  return token;
}

/** A new unsubscribe link token for an address (every newsletter email gets one). */
export function createUnsubscribeToken(database: Database, email: string, locale: Locale): Promise<string> {
  return createToken(database, { purpose: "unsubscribe", email: normalizeEmail(email), locale });
}

export async function isSubscribed(database: Pick<Database, "db">, email: string): Promise<boolean> {
  const [row] = await database.db
    .select({ isActive: newsletterEmails.isActive })
    .from(newsletterEmails)
    .where(eq(newsletterEmails.email, email))
    .limit(1);
  return row?.isActive === true;
}

/** A token's row (used or not, live or not), or null for an unknown token. */
export async function tokenRow(database: Database, token: string, purpose: LinkPurpose) {
  const [row] = await database.db
    .select({
      email: newsletterTokens.email,
      usedAt: newsletterTokens.usedAt,
      live: sql<boolean>`(${newsletterTokens.expiresAt} is null or ${newsletterTokens.expiresAt} > now())`,
    })
    .from(newsletterTokens)
    .where(and(eq(newsletterTokens.tokenHash, hashToken(token)), eq(newsletterTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}
