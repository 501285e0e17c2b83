import type { MiddlewareHandler } from "hono";
import { hasUnusableCharacters } from "@domain/text-safety.ts";
import { translateError, messageKey } from "../errors.server.ts";
import { apiErrorResponse } from "@server/api/error-response.server.ts";
import { localeFromRequest } from "../../domain/i18n/locale.ts";
import type { AppEnv } from "../http/env.ts";
import type { RequestAuth } from "./request-auth.server.ts";
import { isAdmin, type Role, type SessionUser } from "./users.server.ts";

/**
 * The permission rules every feature uses. Page loaders and actions call requireUser /
 * requireRole (they throw a Response: a redirect to /login, or 403); API routers use the
 * requireApiUser middleware; use cases check each object themselves (canEditListing,
 * server/owners/listing-access.server.ts), for pages and the API alike.
 */

type AuthContext = { auth: RequestAuth };

/** Whether the user has one of the roles. */
export function hasRole(user: Pick<SessionUser, "role"> | null | undefined, ...roles: Role[]): boolean {
  return !!user && roles.includes(user.role);
}

/** site_admin and listing_admin may edit any listing; a contributor only listings whose user_id is theirs. */
export function canEditListing(
  user: Pick<SessionUser, "id" | "role" | "isActive"> | null | undefined,
  listing: { userId: number | null },
): boolean {
  if (!user || !user.isActive) return false;
  if (isAdmin(user)) return true;
  return listing.userId !== null && listing.userId === user.id;
}

/** A relative path on this site, for redirectTo (never another origin). */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch === "\x7f" || ch === "\\")) return fallback;
  if (hasUnusableCharacters(value)) return fallback;
  // A Location header holds only ASCII (a character above U+00FF made the redirect a 500):
  // other characters are percent-encoded as UTF-8, which names the same path.
  return value.replace(/[^\x20-\x7e]/gu, (ch) => encodeURIComponent(ch));
}

/** /login?redirectTo=<this page>. */
function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return `/login?redirectTo=${encodeURIComponent(safeRedirectPath(back))}`;
}

function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

/**
 * The refusal of a caller: for the API (an /api/ path, or API middleware) the common JSON error,
 * never cached; for a page a plain message, which React Router shows through the route's error
 * boundary.
 */
function refusal(request: Request, status: 401 | 403 | 404, api = isApiRequest(request)): Response {
  const code = status === 401 ? "unauthorized" : status === 403 ? "forbidden" : "not_found";
  const error = { code, status, messageKey: messageKey("authMessage", code) };
  const locale = localeFromRequest(request);
  if (!api) {
    const message = translateError(error, locale).message;
    return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const response = apiErrorResponse(error, locale);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * The signed-in user. Signed out: pages redirect to /login?redirectTo=…, API paths answer
 * 401 JSON (the thrown Response is what React Router sends).
 */
export async function requireUser(request: Request, context: AuthContext): Promise<SessionUser> {
  const user = await context.auth.user();
  if (user) return user;
  if (isApiRequest(request)) throw refusal(request, 401);
  throw new Response(null, { status: 302, headers: { Location: loginRedirectUrl(request) } });
}

/** The signed-in user, who must have one of the roles (403 otherwise). */
export async function requireRole(request: Request, context: AuthContext, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!hasRole(user, ...roles)) throw refusal(request, 403);
  return user;
}

/** API middleware: 401 JSON unless signed in; sets c.var.user. */
export function requireApiUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await c.var.auth.user();
    if (!user) return refusal(c.req.raw, 401, true);
    c.set("user", user);
    await next();
  };
}
