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
