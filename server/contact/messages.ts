import { isMessageKey, translate, type KeysIn } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { rateLimitMessage, type MessageParams } from "../auth/messages.ts";
import { CONTACT_LIMITS } from "./constants.ts";

/**
 * The answers of the contact form and the newsletter (server/contact, server/newsletter), by
 * code. Page actions and the JSON API translate through here; the texts live in the catalogs
 * (domain/i18n, keys "formMessage.<code>").
 */
export type FormMessageCode = KeysIn<"formMessage">;

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

export type FieldCodes = Record<string, FormMessageCode>;

/** Why a use case said no: an HTTP status, a message code and per-field codes. */
export interface FormFailure {
  status: 400 | 429;
  code: FormMessageCode;
  fields?: FieldCodes;
  retryAfterSeconds?: number;
}

export type FormOutcome<T> = { ok: true; value: T } | { ok: false; failure: FormFailure };

/** The first issue of each field, as message codes. */
export function issueCodes(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldCodes {
  const codes: FieldCodes = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "form");
    codes[name] ??= isFormMessageCode(issue.message) ? issue.message : "invalid_input";
  }
  return codes;
}

/** The translated failure: form-level message, one message per field, and Retry-After for 429. */
export function translateFailure(failure: FormFailure, locale: Locale) {
  const fields = Object.fromEntries(
    Object.entries(failure.fields ?? {}).map(([name, code]) => [name, formMessage(code, locale)]),
  );
  const retryAfterSeconds = failure.status === 429 ? (failure.retryAfterSeconds ?? 60) : undefined;
  const message =
    retryAfterSeconds !== undefined ? rateLimitMessage(locale, retryAfterSeconds) : formMessage(failure.code, locale);
  return { message, fields, retryAfterSeconds };
}
