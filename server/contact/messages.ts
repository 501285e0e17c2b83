import type { Locale } from "../../domain/i18n/locale.ts";
import type { MessageParams } from "../auth/messages.ts";
import { isMessageKey, translate, type FormMessageCode } from "@domain/i18n/catalog.ts";
import { CONTACT_LIMITS } from "../../domain/contact-form.ts";

/**
 * The answers of the contact form and the newsletter (server/contact, server/newsletter), by
 * code. Page actions and the JSON API translate through here; the texts live in the catalogs
 * (domain/i18n, keys "formMessage.<code>").
 */
export type { FormMessageCode };

export function isFormMessageCode(value: unknown): value is FormMessageCode {
  return typeof value === "string" && isMessageKey(`formMessage.${value}`);
}

// The limits read as written in the rules ("5000"), not number-formatted ("5,000").
const LIMIT_PARAMS: MessageParams = Object.fromEntries(
  Object.entries(CONTACT_LIMITS).map(([name, value]) => [name, String(value)]),
);

export function formMessage(code: FormMessageCode, locale: Locale, params: MessageParams = {}): string {
  return translate(locale, `formMessage.${code}`, { ...LIMIT_PARAMS, ...params });
}
