import type { Locale } from "@domain/i18n/locale.ts";
import { retryHeaders, translateError, type UseCaseError } from "../errors.server.ts";
import type { ApiErrorBody } from "./errors.ts";

/**
 * The API's answer to a use case's error: {error:{code,message,fields}} with the error's status,
 * in the request's language, with Retry-After when the error has one.
 */
export function apiErrorResponse(error: UseCaseError, locale: Locale): Response {
  const { code, message, fields } = translateError(error, locale);
  const body: ApiErrorBody = { error: { code, message, ...(Object.keys(fields).length > 0 ? { fields } : {}) } };
  return Response.json(body, { status: error.status, headers: retryHeaders(error) });
}
