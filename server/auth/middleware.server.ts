import { BlockList, isIP } from "node:net";
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { AppEnv } from "../http/env.ts";
import { clearedSessionCookie } from "./cookies.server.ts";
import { createRequestAuth } from "./request-auth.server.ts";

/** The configured proxies (TRUSTED_PROXIES): addresses and CIDR ranges. */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** An address as it is kept and compared: IPv4-mapped IPv6 (::ffff:a.b.c.d) as plain IPv4. */
function plain(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isListed(proxies: BlockList, address: string): boolean {
  const a = plain(address);
  const family = isIP(a);
  return family !== 0 && proxies.check(a, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The client's IP address: the socket peer, unless that peer is one of the configured proxies
 * (TRUSTED_PROXIES, none by default); then X-Forwarded-For is read from its end, past every
 * listed proxy, to the first address no listed proxy vouches for. Any other peer's header is
 * ignored, so a client cannot pick its own address to dodge per-IP limits.
 */
export function clientIp(
  peer: string | undefined,
  forwardedFor: string | undefined,
  proxies: BlockList,
): string | null {
  if (!peer) return null;
  let client = plain(peer);
  if (!forwardedFor || !isListed(proxies, client)) return client;
  const hops = forwardedFor
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plain(hops[i]!);
    // A malformed entry ends the chain: the last trusted hop is the best we know.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isListed(proxies, hop)) return client;
  }
  return client;
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/**
 * Puts the request's auth (lazy session lookup, IP, cookie mode) on the context for API routes
 * and page loaders, and removes a session cookie that turned out to be dead.
 */
export function authContext(trustedProxies: readonly string[] = []): MiddlewareHandler<AppEnv> {
  const proxies = proxyList(trustedProxies);
  return async (c, next) => {
    const ip = clientIp(peerAddress(c), c.req.header("x-forwarded-for"), proxies);
    const auth = createRequestAuth(c.var.services, c.req.raw, ip);
    c.set("auth", auth);
    await next();
    if (!auth.hasStaleCookie()) return;
    const setCookies = c.res.headers.getSetCookie?.() ?? [];
    if (setCookies.some((v) => v.startsWith(`${auth.cookieName}=`))) return;
    c.header("Set-Cookie", clearedSessionCookie(auth.secure), { append: true });
  };
}
