import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { listings, newsletterEmails, newsletterTokens } from "@db/schema/index.ts";
import type { Database } from "@db/client.ts";
import type { AppServices } from "../context.ts";
import { isLocale, type Locale } from "@domain/i18n/locale.ts";
import type { RequestAuth } from "../auth/request-auth.ts";
import { hashToken, isTokenShaped, newToken } from "../auth/tokens.ts";
import { emailAddress } from "../auth/validation.ts";
import { runInBackground } from "../email/background.ts";
import { sendEmail } from "../email/mailer.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.ts";
import { issueCodes, type FormMessageCode, type FormOutcome } from "../contact/messages.ts";
import { newsletterConfirmMessage, newsletterWelcomeMessage } from "./emails.ts";

type Services = Pick<AppServices, "config" | "database" | "logger">;

/** How long a confirmation link works. */
export const CONFIRM_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

export const NEWSLETTER_PATHS = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
} as const;

/** Addresses are kept lower-cased, so "Ana@Example.com" and "ana@example.com" are one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const signupInput = z.preprocess(
  (input) => {
    const source = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
    const listingId = source.listingId;
    return {
      email: typeof source.email === "string" ? source.email : "",
      listingId: typeof listingId === "number" ? String(listingId) : typeof listingId === "string" ? listingId : "",
    };
  },
  z.object({
    email: emailAddress,
    // Optional and informational (which listing page the signup came from): anything odd is ignored.
    listingId: z.string().transform((v) => (/^[1-9]\d{0,8}$/.test(v.trim()) ? Number(v.trim()) : null)),
  }),
);

export interface SignupResult {
  code: FormMessageCode;
}

/**
 * Newsletter signup, double opt-in: a confirmation link goes to the address, and only a
 * confirmed address is stored in newsletter_emails. The answer is always "check your inbox",
 * whether or not the address is subscribed already, and the lookups and mail happen after the
 * response so their timing says nothing either. Signups count per IP (429 past the limit);
 * confirmation mails count per address too, and past that limit nothing more is sent.
 */
export async function requestSubscription(
  services: Services,
  auth: Pick<RequestAuth, "ip" | "linkBase">,
  input: unknown,
  locale: Locale,
): Promise<FormOutcome<SignupResult>> {
  const parsed = signupInput.safeParse(input);
  if (!parsed.success) {
    return { ok: false, failure: { status: 400, code: "invalid_input", fields: issueCodes(parsed.error.issues) } };
  }
  const { database, logger } = services;
  const attempt = await hitRateLimit(database, "newsletterIp", auth.ip ?? "unknown");
  if (attempt.blocked) {
    return { ok: false, failure: { status: 429, code: "rate_limited", retryAfterSeconds: attempt.retryAfterSeconds } };
  }
  const email = normalizeEmail(parsed.data.email);
  const listingId = parsed.data.listingId;
  const linkBase = auth.linkBase;
  runInBackground(logger, "newsletter confirmation", async () => {
    const perAddress = await hitRateLimit(database, "newsletterEmail", email);
    if (perAddress.blocked) return;
    const token = await createToken(database, { purpose: "confirm", email, listingId, locale });
    const url = `${linkBase}${NEWSLETTER_PATHS.confirm}?token=${token}`;
    await sendEmail(services, newsletterConfirmMessage(locale, email, url));
  });
  return { ok: true, value: { code: "newsletter_check_inbox" } };
}

async function createToken(
  database: Database,
  values: { purpose: "confirm" | "unsubscribe"; email: string; listingId?: number | null; locale: Locale },
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

async function isSubscribed(database: Pick<Database, "db">, email: string): Promise<boolean> {
  const [row] = await database.db
    .select({ isActive: newsletterEmails.isActive })
    .from(newsletterEmails)
    .where(eq(newsletterEmails.email, email))
    .limit(1);
  return row?.isActive === true;
}

async function tokenRow(database: Database, token: string, purpose: "confirm" | "unsubscribe") {
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

export type LinkState =
  | { status: "invalid" }
  /** The link can be used: the page shows its button. */
  | { status: "ready"; email: string }
  /** Nothing left to do (already subscribed, or already unsubscribed). */
  | { status: "done"; email: string; code: FormMessageCode };

/** What a confirmation link would do, without using it (GET changes nothing). */
export async function peekConfirmLink(database: Database, token: unknown): Promise<LinkState> {
  if (!isTokenShaped(token)) return { status: "invalid" };
  const row = await tokenRow(database, token, "confirm");
  if (!row) return { status: "invalid" };
  if (await isSubscribed(database, row.email)) {
    return { status: "done", email: row.email, code: "newsletter_already_subscribed" };
  }
  if (row.usedAt || !row.live) return { status: "invalid" };
  return { status: "ready", email: row.email };
}

/**
 * Uses a confirmation link: atomically marks it used (two clicks cannot both count), then stores
 * the address as an active subscriber (re-subscribing reactivates it) and sends the welcome
 * email with its unsubscribe link. A link for an address that is subscribed already answers
 * "already subscribed", whether the link was used or not.
 */
export async function confirmSubscription(
  services: Services,
  auth: Pick<RequestAuth, "linkBase">,
  token: unknown,
  locale: Locale,
): Promise<FormOutcome<{ code: FormMessageCode; email: string }>> {
  const { database, logger } = services;
  const invalid = { ok: false as const, failure: { status: 400 as const, code: "newsletter_link_invalid" as const } };
  if (!isTokenShaped(token)) return invalid;
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
    if (row && (await isSubscribed(database, row.email))) {
      return { ok: true, value: { code: "newsletter_already_subscribed", email: row.email } };
    }
    return invalid;
  }
  if (await isSubscribed(database, used.email)) {
    return { ok: true, value: { code: "newsletter_already_subscribed", email: used.email } };
  }
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
  if (!saved) {
    return { ok: true, value: { code: "newsletter_already_subscribed", email: used.email } };
  }
  const mailLocale: Locale = isLocale(locale) ? locale : isLocale(used.locale) ? used.locale : "en";
  const linkBase = auth.linkBase;
  runInBackground(logger, "newsletter welcome", async () => {
    const unsubscribe = await createUnsubscribeToken(database, used.email, mailLocale);
    const url = `${linkBase}${NEWSLETTER_PATHS.unsubscribe}?token=${unsubscribe}`;
    await sendEmail(services, newsletterWelcomeMessage(mailLocale, used.email, url));
  });
  return { ok: true, value: { code: "newsletter_subscribed", email: used.email } };
}

/** What an unsubscribe link would do, without using it. */
export async function peekUnsubscribeLink(database: Database, token: unknown): Promise<LinkState> {
  if (!isTokenShaped(token)) return { status: "invalid" };
  const row = await tokenRow(database, token, "unsubscribe");
  if (!row) return { status: "invalid" };
  if (!(await isSubscribed(database, row.email))) {
    return { status: "done", email: row.email, code: "newsletter_already_unsubscribed" };
  }
  return { status: "ready", email: row.email };
}

/**
 * Uses an unsubscribe link (the page's button, the API, or a mail program's RFC 8058
 * one-click POST): the address's subscription becomes inactive. Works any number of times.
 */
export async function unsubscribe(
  services: Services,
  token: unknown,
): Promise<FormOutcome<{ code: FormMessageCode; email: string }>> {
  const { database } = services;
  const invalid = { ok: false as const, failure: { status: 400 as const, code: "newsletter_link_invalid" as const } };
  if (!isTokenShaped(token)) return invalid;
  const [row] = await database.db
    .update(newsletterTokens)
    .set({ usedAt: sql`coalesce(${newsletterTokens.usedAt}, now())` })
    .where(and(eq(newsletterTokens.tokenHash, hashToken(token)), eq(newsletterTokens.purpose, "unsubscribe")))
    .returning({ email: newsletterTokens.email });
  if (!row) return invalid;
  const changed = await database.db
    .update(newsletterEmails)
    .set({ isActive: false })
    .where(and(eq(newsletterEmails.email, row.email), eq(newsletterEmails.isActive, true)))
    .returning({ id: newsletterEmails.id });
  return {
    ok: true,
    value: {
      code: changed.length > 0 ? "newsletter_unsubscribed" : "newsletter_already_unsubscribed",
      email: row.email,
    },
  };
}

/** "a•••@example.com": enough to recognise one's address on a page, not to read it over a shoulder. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
