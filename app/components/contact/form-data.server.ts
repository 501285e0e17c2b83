import { data } from "react-router";
import type { FormState } from "~/auth/form-state.ts";
import { NO_STORE } from "~/auth/page.server.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { translateFailure, type FormFailure } from "@server/contact/messages.ts";

/**
 * An action's answer to a failed contact or newsletter use case: the form-level message, one
 * message per field in the user's language, the typed values, and Retry-After on 429.
 */
export function formFailureData(failure: FormFailure, locale: Locale, values: Record<string, string> = {}) {
  const { message, fields, retryAfterSeconds } = translateFailure(failure, locale);
  const headers: Record<string, string> = { ...NO_STORE };
  if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
  const state: FormState = { formError: message, fields, values };
  return data(state, { status: failure.status, headers });
}
