import type { UseCaseError } from "@server/errors.server.ts";
import { translate } from "@server/errors.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";

/** A refused page (403, 404, 401) as a thrown plain-text Response the route's error boundary shows. */
export function refuseOnPage(request: Request, error: UseCaseError): Response {
  return new Response(translate(error.messageKey, localeFromRequest(request), error.params), {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
