import { minutesToWait } from "../rate-limit/rate-limit.server.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import { isMessageKey, translate, type AuthMessageCode } from "@domain/i18n/catalog.ts";
import type { MessageParams } from "@domain/i18n/format.ts";

/**
 * The answers of the auth use cases, by code. Page actions and the JSON API both translate
 * through here; the texts live in the catalogs (domain/i18n, keys "authMessage.<code>").
 */
export type { AuthMessageCode };
export type { MessageParams };

export function isAuthMessageCode(value: unknown): value is AuthMessageCode {
  return typeof value === "string" && isMessageKey(`authMessage.${value}`);
}

export function authMessage(code: AuthMessageCode, locale: Locale, params: MessageParams = {}): string {
  return translate(locale, `authMessage.${code}`, params);
}

/** The translated 429 text for a wait in seconds. */
export function rateLimitMessage(locale: Locale, retryAfterSeconds: number): string {
  const minutes = minutesToWait(retryAfterSeconds);
  return minutes === 1 ? authMessage("rate_limited_one", locale) : authMessage("rate_limited", locale, { minutes });
}
