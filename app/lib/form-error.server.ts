import { data } from "react-router";
import type { FormState } from "@domain/form-state.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import { NO_STORE, retryHeaders, translateError, type UseCaseError } from "@server/errors.server.ts";

/**
 * A page action's answer to a use case's error (docs/decisions/0009-use-cases.md): the form shown
 * again (the message, one message per field, the typed values; never passwords) with the error's
 * status, in the request's language, never stored, with Retry-After when the error has one.
 */
export function formErrorResponse(error: UseCaseError, locale: Locale, values: Record<string, string> = {}) {
  const { message, fields } = translateError(error, locale);
  const state: FormState = { formError: message, fields, values };
  return data(state, { status: error.status, headers: { ...NO_STORE, ...retryHeaders(error) } });
}
