import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import type { AppEnv } from "./env.ts";
import type { GenerationSource } from "./page-cache-generation.server.ts";
import { PageStore, toCachedPage, type CachedPage } from "./page-cache-store.server.ts";

/**
 * Cookies an anonymous page may vary on, and that the key covers. Any other cookie (a session,
 * the browser's favorites or comparison) makes the request personal: it is never cached.
 */
const KEYED_COOKIES = new Set(["lang", "theme"]);
const THEMES = new Set(["light", "dark"]);
/** Bodies above this are sent as they are, never kept. */
const MAX_BODY = 2 * 1024 * 1024;
/** React's marker for a Suspense boundary that failed on the server: such a page is not kept. */
const SERVER_RENDER_ERROR = Buffer.from("$RX(");

export interface PageCache {
  middleware: MiddlewareHandler<AppEnv>;
  close(): Promise<void>;
}

/**
 * The request's cache key, or null when it must not be served from or stored in the cache:
 * only anonymous GETs without an Authorization header or a cookie outside KEYED_COOKIES.
 */
export function pageCacheKey(request: Request): string | null {
  if (request.method !== "GET" || request.headers.has("authorization")) return null;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/assets/")) return null;
  let theme = "light";
  const cookie = request.headers.get("cookie");
  if (cookie) {
    for (const part of cookie.split(";")) {
      const eq = part.indexOf("=");
      const name = (eq < 0 ? part : part.slice(0, eq)).trim();
      if (!name) continue;
      if (!KEYED_COOKIES.has(name)) return null;
      const value = part.slice(eq + 1).trim();
      if (name === "theme" && THEMES.has(value)) theme = value;
    }
  }
  return `${localeFromRequest(request)} ${theme} ${url.host}${url.pathname}${url.search}`;
}

/** A 200 HTML or JSON answer that sets no cookie and that the route did not mark no-store. */
function isCacheable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  const h = response.headers;
  if (h.getSetCookie().length > 0 || h.has("content-encoding")) return false;
  // no-store marks a personal answer (cache-policy.server.ts); "private" alone only keeps shared caches out.
  if (/\bno-store\b/i.test(h.get("cache-control") ?? "")) return false;
  const type = h.get("content-type") ?? "";
  return type.startsWith("text/html") || type.startsWith("application/json");
}

/** The cached bytes in the best encoding the client takes (a client that takes none gets them inflated). */
function replay(c: Context<AppEnv>, page: CachedPage): Response {
  const headers = new Headers(page.headers);
  const accepts = c.req.header("accept-encoding") ?? "";
  let body: Buffer;
  if (/\bbr\b/.test(accepts)) {
    headers.set("Content-Encoding", "br");
    body = page.br;
  } else if (/\bgzip\b/.test(accepts)) {
    headers.set("Content-Encoding", "gzip");
    body = page.gzip;
  } else {
    body = zlib.gunzipSync(page.gzip);
  }
  headers.set("Content-Length", String(body.length));
  headers.append("Vary", "Accept-Encoding");
  return new Response(body as Uint8Array<ArrayBuffer>, {
    status: page.status,
    headers,
  });
}

/** A replayed HTML page carries an old nonce: its CSP allows its own inline scripts by hash instead. */
function serveCached(c: Context<AppEnv>, page: CachedPage): Response {
  c.set("cspScriptHashes", page.scriptHashes ?? []);
  const response = replay(c, page);
  response.headers.set("X-Cache", "hit");
  return response;
}

/**
 * Anonymous pages and public API answers rendered once per URL, language and theme, and kept
 * for `ttlMs` or until the data behind them changes in any process (ADR 0014). Requests for the
 * same key while it renders wait for that render instead of starting their own.
 *
 * The internal insights headers (X-Atlas-Insights-View, X-Atlas-Insights-Appearances) are kept
 * with the entry like every other route header and replayed on each hit, so the insights
 * middleware, registered outside this one, counts cached views too.
 */
export function createPageCache(options: {
  generation: GenerationSource;
  ttlMs: number;
  maxBytes: number;
}): PageCache {
  const { generation } = options;
  const store = new PageStore(options.ttlMs, options.maxBytes);
  const rendering = new Map<string, Promise<CachedPage | null>>();

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const method = c.req.method;
    if (method !== "GET") {
      await next();
      // A write may have bumped the generation: know it before the answer (often a redirect to
      // the changed page) reaches the client, so its next GET to this process is fresh.
      if (method !== "HEAD" && method !== "OPTIONS") await generation.refresh();
      return;
    }
    const key = pageCacheKey(c.req.raw);
    const current = key === null ? null : generation.current();
    if (key === null || current === null) return next();

    const hit = store.get(key, current);
    if (hit) return serveCached(c, hit);
    const inFlight = rendering.get(key);
    if (inFlight) {
      const page = await inFlight;
      if (page && page.generation >= current) return serveCached(c, page);
      return next();
    }

    let settle: (page: CachedPage | null) => void = () => {};
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
      const response = c.res;
      if (!isCacheable(response)) return;
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_BODY || body.includes(SERVER_RENDER_ERROR)) {
        c.res = new Response(new Uint8Array(body), response);
        return;
      }
      const page = await toCachedPage(response, body, current);
      store.set(key, page);
      settle(page);
      // This response keeps its own nonce (it was rendered for it): only the bytes are replayed.
      // Cleared first: assigning over a response would copy its headers (Vary) onto the new one.
      c.res = undefined;
      c.res = replay(c, page);
      c.res.headers.set("X-Cache", "miss");
    } finally {
      settle(null);
      rendering.delete(key);
    }
  };

  return { middleware, close: () => generation.close() };
}
