/** What the import pages share on the server: refusals as the admin error boundary shows them. */
import { data } from "react-router";
import type { Locale } from "@domain/i18n/locale.ts";
import { NO_STORE, type UseCaseError, translateError } from "@server/errors.server.ts";

/** A use case's refusal (403, 404…) as a thrown response whose text the error boundary shows. */
export function refusal(error: UseCaseError, locale: Locale) {
  return data(translateError(error, locale).message, { status: error.status, headers: NO_STORE });
}
