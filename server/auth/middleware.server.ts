import { isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "../http/env.ts";
import { clearedSessionCookie } from "./cookies.server.ts";
import { createRequestAuth } from "./request-auth.server.ts";

/** Loopback and private-network peers: a reverse proxy on the same host or network. */
function isTrustedProxy(address: string): boolean {
  const a = address.startsWith("::ffff:") ? address.slice(7) : address;
  return (
    a === "::1" ||
    a.startsWith("127.") ||
    a.startsWith("10.") ||
    a.startsWith("192.168.") ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(a) ||
    /^f[cd][0-9a-f]{2}:/i.test(a)
  );
}

/**
 * The client's IP address: the socket peer, or, when that peer is a proxy on a loopback or
 * private address, the last address it appended to X-Forwarded-For. Never trusted from the
 * open internet, so a client cannot pick its own address to dodge rate limits.
 */
function clientIp(c: Context): string | null {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  if (!peer) return null;
  if (isTrustedProxy(peer)) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  return peer.startsWith("::ffff:") ? peer.slice(7) : peer;
}

/**
 * Puts the request's auth (lazy session lookup, IP, cookie mode) on the context for API routes
 * and page loaders, and removes a session cookie that turned out to be dead.
 */
export function authContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = createRequestAuth(c.var.services, c.req.raw, clientIp(c));
    c.set("auth", auth);
    await next();
    if (!auth.hasStaleCookie()) return;
    const setCookies = c.res.headers.getSetCookie?.() ?? [];
    if (setCookies.some((v) => v.startsWith(`${auth.cookieName}=`))) return;
    c.header("Set-Cookie", clearedSessionCookie(auth.secure), { append: true });
  };
}
