import type { MessageParams } from "../auth/messages.ts";
import { isMessageKey, type FormMessageCode } from "@domain/i18n/catalog.ts";
import { CONTACT_LIMITS } from "../../domain/contact-form.ts";

/**
 * The answers of the contact form and the newsletter (server/contact, server/newsletter), by
 * code; texts in the catalogs (domain/i18n, keys "formMessage.<code>"), translated with the
 * catalog's translate; use-case errors fill LIMIT_PARAMS in (server/errors.server.ts).
 */
export type { FormMessageCode };

export function isFormMessageCode(value: unknown): value is FormMessageCode {
  return typeof value === "string" && isMessageKey(`formMessage.${value}`);
}

// The limits read as written in the rules ("5000"), not number-formatted ("5,000").
export const LIMIT_PARAMS: MessageParams = Object.fromEntries(
  Object.entries(CONTACT_LIMITS).map(([name, value]) => [name, String(value)]),
);
