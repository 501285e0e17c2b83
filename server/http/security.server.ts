import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { isPersonalResponse } from "./cache-policy.server.ts";
import type { AppEnv } from "./env.ts";

/** Random bytes fetched 4 KiB at a time: one call to the system per 256 nonces, not per request. */
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let used = 0;

/** 128 fresh random bits per response; no two responses share any of them. */
export function newNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = randomBytes(256 * NONCE_BYTES);
    used = 0;
  }
  used += NONCE_BYTES;
  return pool.toString("base64", used - NONCE_BYTES, used);
}

/**
 * The CSP source that allows the map's tiles: the template's origin, with a subdomain
 * placeholder ({s}: a, b, c) as a wildcard label. Null when the template is not a URL.
 */
export function tileImageSource(template: string): string | null {
  const wildcard = template.replace(/^(https?:\/\/)\{s\}\./, "$1wildcard-subdomain.");
  try {
    const origin = new URL(wildcard.replace(/\{[a-z]+\}/g, "0")).origin;
    return origin.replace("wildcard-subdomain.", "*.");
  } catch {
    return null;
  }
}

/**
 * Strict headers for every response. Scripts run only from our origin or with this response's
 * nonce; styles allow inline attributes because the map library positions tiles with them.
 */
export function securityHeaders(options: {
  tileOrigin: string | null;
  dev: boolean;
  /** PUBLIC_URL: when it is https, the site is served over HTTPS (by this app or a proxy). */
  publicUrl?: string;
}): MiddlewareHandler<AppEnv> {
  const httpsSite = options.publicUrl?.startsWith("https:") ?? false;
  return async (c, next) => {
    await next();
    const nonce = c.get("cspNonce" as never) as string | undefined;
    // A page replayed from the page cache (ADR 0014): its own inline scripts by hash, no nonce at all.
    const hashes = c.get("cspScriptHashes" as never) as string[] | undefined;
    const scriptSources = hashes ? hashes.map((h) => ` 'sha256-${h}'`).join("") : nonce ? ` 'nonce-${nonce}'` : "";
    const h = c.res.headers;
    if (!options.dev) {
      const img = ["'self'", "data:", "blob:", options.tileOrigin].filter(Boolean).join(" ");
      h.set(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self'${scriptSources}`,
          "style-src 'self' 'unsafe-inline'",
          `img-src ${img}`,
          "font-src 'self'",
          "connect-src 'self'",
          "frame-ancestors 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "object-src 'none'",
        ].join("; "),
      );
    }
    // HSTS (ASVS 3.4.1): a year, subdomains included. Browsers ignore it over plain HTTP, and
    // it is sent only when the site is HTTPS, so a plain-HTTP development site is never pinned.
    if (httpsSite || new URL(c.req.url).protocol === "https:") {
      h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("X-Frame-Options", "DENY");
    // Only where there is something to keep from other windows: a response that may show who is
    // signed in. Chromium gives a COOP page a process of its own, and starting it was most of
    // a script-free page's blocking time on a phone (issue 14: a static copy of /pricing scored
    // 100 without the header, 89 with it). Anonymous pages are the same for every visitor.
    if (isPersonalResponse(c)) h.set("Cross-Origin-Opener-Policy", "same-origin");
    h.set("Permissions-Policy", "geolocation=(self), camera=(), microphone=(), payment=(self)");
  };
}
