import { data } from "react-router";
import type { AuthFailure } from "@server/auth/accounts.ts";
import { authMessage, rateLimitMessage, type AuthMessageCode } from "@server/auth/messages.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@server/auth/password-policy.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { FormState } from "./form-state.ts";

const PARAMS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

export function translate(code: AuthMessageCode, locale: Locale): string {
  return authMessage(code, locale, PARAMS);
}

/** Account pages are personal: never stored by caches. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * An action's answer to a failed use case: the form-level message, one message per field (in
 * the user's language) and the values to type back into the form (never passwords).
 */
export function failureData(failure: AuthFailure, locale: Locale, values: Record<string, string> = {}) {
  const fields = Object.fromEntries(
    Object.entries(failure.fields ?? {}).map(([name, code]) => [name, translate(code, locale)]),
  );
  const headers: Record<string, string> = { ...NO_STORE };
  let formError: string;
  if (failure.status === 429) {
    const seconds = failure.retryAfterSeconds ?? 60;
    headers["Retry-After"] = String(seconds);
    formError = rateLimitMessage(locale, seconds);
  } else {
    formError = translate(failure.code, locale);
  }
  const state: FormState = { formError, fields, values };
  return data(state, { status: failure.status, headers });
}

/** The string values of a submitted form. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}
