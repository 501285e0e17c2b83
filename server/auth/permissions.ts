import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { listings } from "@db/schema/index.ts";
import type { Database } from "@db/client.ts";
import { apiError } from "../api/errors.ts";
import type { AppEnv } from "../http/env.ts";
import { authMessage } from "./messages.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import type { RequestAuth } from "./request-auth.ts";
import { isAdmin, type Role, type SessionUser } from "./users.ts";

/**
 * The permission rules every feature uses. Page loaders and actions call requireUser /
 * requireRole / requireListingOwner (they throw a Response: a redirect to /login, or 403/404);
 * API routers use the requireApiUser / requireApiRole middleware and canEditListing.
 */

type AuthContext = { auth: RequestAuth };
type DatabaseContext = { database: Database };

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
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch === "\\")) return fallback;
  return value;
}

/** /login?redirectTo=<this page>. */
export function loginRedirectUrl(request: Request): string {
  const url = new URL(request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  return `/login?redirectTo=${encodeURIComponent(safeRedirectPath(back))}`;
}

function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.startsWith("/api/");
}

function errorResponse(request: Request, status: 401 | 403 | 404): Response {
  const code = status === 401 ? "unauthorized" : status === 403 ? "forbidden" : "not_found";
  const message = authMessage(code, localeFromRequest(request));
  if (isApiRequest(request)) {
    return Response.json({ error: { code, message } }, { status, headers: { "Cache-Control": "no-store" } });
  }
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The signed-in user. Signed out: pages redirect to /login?redirectTo=…, API paths answer
 * 401 JSON (the thrown Response is what React Router sends).
 */
export async function requireUser(request: Request, context: AuthContext): Promise<SessionUser> {
  const user = await context.auth.user();
  if (user) return user;
  if (isApiRequest(request)) throw errorResponse(request, 401);
  throw new Response(null, { status: 302, headers: { Location: loginRedirectUrl(request) } });
}

/** The signed-in user, who must have one of the roles (403 otherwise). */
export async function requireRole(request: Request, context: AuthContext, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request, context);
  if (!hasRole(user, ...roles)) throw errorResponse(request, 403);
  return user;
}

/** Which listing rule applies: the listing's owner id, or null when there is no such listing. */
export async function listingOwner(
  context: DatabaseContext,
  listingId: number,
): Promise<{ userId: number | null } | null> {
  if (!Number.isSafeInteger(listingId) || listingId <= 0) return null;
  const [row] = await context.database.db
    .select({ userId: listings.userId })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row ?? null;
}

/** "ok", "not_found" or "forbidden": whether the user may edit the listing. */
export async function checkListingOwner(
  context: DatabaseContext,
  user: SessionUser,
  listingId: number,
): Promise<"ok" | "not_found" | "forbidden"> {
  const listing = await listingOwner(context, listingId);
  if (!listing) return "not_found";
  return canEditListing(user, listing) ? "ok" : "forbidden";
}

/** For page loaders and actions: the signed-in user, who must be allowed to edit the listing. */
export async function requireListingOwner(
  request: Request,
  context: AuthContext & DatabaseContext,
  listingId: number,
): Promise<SessionUser> {
  const user = await requireUser(request, context);
  const verdict = await checkListingOwner(context, user, listingId);
  if (verdict === "not_found") throw errorResponse(request, 404);
  if (verdict === "forbidden") throw errorResponse(request, 403);
  return user;
}

/** API middleware: 401 JSON unless signed in; sets c.var.user. */
export function requireApiUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await c.var.auth.user();
    if (!user) {
      c.header("Cache-Control", "no-store");
      return apiError(c, 401, "unauthorized", authMessage("unauthorized", localeFromRequest(c.req.raw)));
    }
    c.set("user", user);
    await next();
  };
}

/** API middleware: 401 when signed out, 403 without one of the roles; sets c.var.user. */
export function requireApiRole(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await c.var.auth.user();
    const locale = localeFromRequest(c.req.raw);
    c.header("Cache-Control", "no-store");
    if (!user) return apiError(c, 401, "unauthorized", authMessage("unauthorized", locale));
    if (!hasRole(user, ...roles)) return apiError(c, 403, "forbidden", authMessage("forbidden", locale));
    c.set("user", user);
    await next();
  };
}
