import type { UseCaseError } from "@server/errors.server.ts";
import { translateError } from "@server/errors.server.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";

/** A refused page (403, 404, 401) as a thrown plain-text Response the route's error boundary shows. */
export function refuseOnPage(request: Request, error: UseCaseError): Response {
  return new Response(translateError(error, localeFromRequest(request)).message, {
    status: error.status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
