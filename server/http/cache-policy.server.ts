import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";

/** For anything that shows who is signed in, or sets a cookie: kept by no cache at all. */
const PERSONAL = "private, no-store";
/**
 * An anonymous page without its own rule: the browser may keep it but must ask again before
 * reuse; shared caches may not store it (its CSP nonce is per response, its language per cookie).
 */
const ANONYMOUS_DEFAULT = "private, no-cache";

/**
 * Says what may be cached, for pages and API answers alike (issue 15). A response for which the
 * request's session was looked up and found, or that sets a cookie, is personal: `private,
 * no-store`, whatever the route said. Otherwise a route's own Cache-Control stands (public
 * listings data, static files), and a response without one gets ANONYMOUS_DEFAULT.
 */
export function cachePolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    if (isPersonalResponse(c)) h.set("Cache-Control", PERSONAL);
    else if (!h.has("Cache-Control")) h.set("Cache-Control", ANONYMOUS_DEFAULT);
  };
}

/** A response for a found session, or one that sets a cookie: it may show who is signed in. */
export function isPersonalResponse(c: Context<AppEnv>): boolean {
  return Boolean(c.var.auth?.foundSession()) || (c.res.headers.getSetCookie?.() ?? []).length > 0;
}
