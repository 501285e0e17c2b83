/** The mails the account use cases send: built and sent after the response. */
import type { AppServices } from "../context.ts";
import { runInBackground } from "../email/background.server.ts";
import { sendEmail } from "../email/mailer.server.ts";
import { passwordChangedMessage, verifyEmailMessage } from "../email/templates.ts";
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

function sendInBackground(
  services: Services,
  label: string,
  build: () => Promise<Parameters<typeof sendEmail>[1] | null>,
) {
  runInBackground(services.logger, label, async () => {
    const message = await build();
    if (message) await sendEmail(services, message);
  });
}

/** A new verification link for the account's address. */
export async function sendVerification(services: Services, auth: RequestAuth, user: SessionUser, locale: Locale) {
  const token = await createEmailToken(services.database, user.id, "verify_email", user.email);
  const url = `${auth.linkBase}/verify-email?token=${token}`;
  sendInBackground(services, "verify email", async () =>
    verifyEmailMessage(userLocale(user, locale), user.email, displayName(user), url),
  );
}

/** "Your password was changed", with a link to reset it should that not have been the owner. */
export function sendPasswordChanged(services: Services, auth: RequestAuth, user: SessionUser, locale: Locale) {
  sendInBackground(services, "password changed email", async () =>
    passwordChangedMessage(userLocale(user, locale), user.email, displayName(user), `${auth.linkBase}/reset-password`),
  );
}
