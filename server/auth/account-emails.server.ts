/** The mails the account use cases send: queued in the durable outbox before the answer. */
import { inTransaction } from "@db/transaction.server.ts";
import type { AppServices } from "../context.ts";
import { enqueueEmail } from "../email/outbox.server.ts";
import { passwordChangedMessage, registerAttemptMessage, verifyEmailMessage } from "../email/templates.ts";
import { createEmailToken } from "./email-tokens.server.ts";
import { isLocale, type Locale } from "../../domain/i18n/locale.ts";
import type { RequestAuth } from "./request-auth.server.ts";
import type { SessionUser } from "./users.server.ts";

type Services = Pick<AppServices, "config" | "database" | "logger">;

export function displayName(user: Pick<SessionUser, "fullName" | "username">): string {
  return user.fullName?.trim() || user.username;
}

/** The account's own language when it has one, else the request's. */
export function userLocale(user: Pick<SessionUser, "preferredLanguage">, fallback: Locale): Locale {
  return isLocale(user.preferredLanguage) ? user.preferredLanguage : fallback;
}

/** A new verification link for the account's address: the token and its email commit together. */
export async function sendVerification(services: Services, auth: RequestAuth, user: SessionUser, locale: Locale) {
  await inTransaction(services.database, async (tx) => {
    const token = await createEmailToken(tx, user.id, "verify_email", user.email);
    const url = `${auth.linkBase}/verify-email?token=${token}`;
    await enqueueEmail(tx, verifyEmailMessage(userLocale(user, locale), user.email, displayName(user), url));
  });
}

/** "Your password was changed", with a link to reset it should that not have been the owner. */
export async function sendPasswordChanged(services: Services, auth: RequestAuth, user: SessionUser, locale: Locale) {
  await enqueueEmail(
    services.database,
    passwordChangedMessage(userLocale(user, locale), user.email, displayName(user), `${auth.linkBase}/reset-password`),
  );
}

/** "Someone tried to register with your address": to the account that already has it, in its language. */
export async function sendRegisterAttempt(services: Services, auth: RequestAuth, user: SessionUser, locale: Locale) {
  await enqueueEmail(
    services.database,
    registerAttemptMessage(userLocale(user, locale), user.email, displayName(user), {
      signIn: `${auth.linkBase}/login`,
      reset: `${auth.linkBase}/reset-password`,
    }),
  );
}
