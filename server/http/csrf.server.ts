import type { MiddlewareHandler } from "hono";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { authMessage } from "../auth/messages.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * RFC 8058 one-click unsubscribe: mail providers POST to the List-Unsubscribe address from their
 * servers, with neither Origin nor Referer. The token in the address is the authority there
 * (no cookie is used), so these paths accept a POST that names no origin at all. A browser's
 * cross-site POST always sends Origin, so it is still refused.
 */
const ORIGINLESS_POST_PATHS = new Set([
  "/newsletter/unsubscribe",
  "/api/newsletter/unsubscribe",
  "/alerts/unsubscribe",
  "/api/payments/webhook",
]);

/**
 * Rejects a state-changing request unless its Origin (or, failing that, its Referer) is this
 * site (Stripe's webhook, signed, is the other exception). Browsers always send Origin on cross-site POSTs, so a forged form cannot pass.
 */
export function originCheck(publicUrl: string | undefined): MiddlewareHandler {
  const allowed = publicUrl ? new URL(publicUrl).origin : undefined;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const url = new URL(c.req.url);
    const source = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
    if (source && (source === url.origin || source === allowed)) return next();
    if (!source && c.req.method === "POST" && ORIGINLESS_POST_PATHS.has(url.pathname)) return next();
    const isApi = url.pathname.startsWith("/api/");
    const message = authMessage("forbidden_origin", localeFromRequest(c.req.raw));
    return isApi ? c.json({ error: { code: "forbidden_origin", message } }, 403) : c.text(message, 403);
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
