import type { Locale } from "@domain/i18n/locale.ts";
import { type UseCaseError, messageKey } from "../errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";

/**
 * What an admin detail page throws when its use case refuses (a missing object, mostly): a
 * plain message in the reader's language, shown by the console's error boundary.
 */
export function adminRefusal(error: Pick<UseCaseError, "status">, locale: Locale): Response {
  const key = error.status === 404 ? messageKey("authMessage", "not_found") : messageKey("authMessage", "forbidden");
  return new Response(translate(locale, key), {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
