import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import type { AppServices, RequestContext } from "../context.ts";
import { loggablePath } from "../logger.server.ts";
import { createApi } from "../api/index.ts";
import { apiError } from "../api/errors.ts";
import type { AppEnv } from "./env.ts";
import { originCheck } from "./csrf.server.ts";
import { cachePolicy } from "./cache-policy.server.ts";
import { bodyLimits } from "./body-limit.server.ts";
import { inputGuard } from "./input-guard.server.ts";
import { localeFromRequest } from "../../domain/i18n/locale.ts";
import { authMessage } from "../auth/messages.ts";
import { authContext } from "../auth/middleware.server.ts";
import { PAYMENT_WEBHOOK_PATH, paymentWebhook } from "../payments/webhook.server.ts";
import { newNonce, securityHeaders, tileImageSource } from "./security.server.ts";
import { compressResponses } from "./compress.server.ts";
import { insightsMiddleware } from "../insights/insights-middleware.server.ts";
import type { InsightsRecorder } from "../insights/insights-recorder.server.ts";
import type { PageCache } from "./page-cache.server.ts";
import { readRouting, type ReadReplicas } from "./read-replicas.server.ts";
import { generationOncePerRequest } from "@db/data-generation.server.ts";

type PageHandler = (request: Request, context: RequestContext) => Promise<Response>;

interface AppOptions {
  /** The React Router request handler; absent in API-only tests. */
  handlePage?: PageHandler;
  /** Built client assets (build/client) in production. */
  staticRoot?: string;
  dev?: boolean;
  /** Owner insights and the search log; absent: nothing is counted (tests that do not need it). */
  insights?: InsightsRecorder;
  /** Anonymous pages and public API answers kept in memory (ADR 0014); absent: every request renders. */
  pageCache?: PageCache;
  /** DATABASE_REPLICA_URL's replicas (ADR 0022); absent: every request reads from the primary. */
  replicas?: ReadReplicas;
}

/** Methods whose page requests write nothing (an action runs for the others, then its loaders). */
const READS_ONLY = new Set(["GET", "HEAD"]);
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const CLIENT_CLOSED = 499;

export function createApp(services: AppServices, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  const { logger, config } = services;
  const tileOrigin = tileImageSource(config.MAP_TILE_URL);

  app.use(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.set("services", services);
    c.set("cspNonce", newNonce());
    const t0 = performance.now();
    await next();
    // Through the headers, not c.header(): see compressResponses.
    c.res.headers.set("X-Request-Id", requestId);
    if (c.res.status < 500 && !logger.isLevelEnabled("info")) return;
    const ms = Math.round((performance.now() - t0) * 10) / 10;
    const line = { requestId, method: c.req.method, path: loggablePath(c.req.url), status: c.res.status, ms };
    if (c.res.status >= 500) logger.error(line, "request");
    else logger.info(line, "request");
  });
  // ── Owner insights (issue 11) ── Outside everything page-related, the HTML page cache included:
  // it reads (and removes) the X-Atlas-Insights-* headers a route set or the cache replayed.
  if (options.insights) app.use(insightsMiddleware(options.insights));
  // Pages and API answers are compressed on the fly (static files come precompressed).
  app.use(compressResponses());
  app.use(securityHeaders({ tileOrigin, dev: options.dev ?? false, publicUrl: config.PUBLIC_URL }));
  app.use(originCheck(config.PUBLIC_URL));
  // Before any route reads a body: JSON calls and page forms alike.
  app.use(bodyLimits());
  // Then NUL bytes and lone surrogates are refused, naming the field, before any route reads them.
  app.use(inputGuard());
  // Outside authContext, so it also sees the Set-Cookie that clears a dead session.
  app.use(cachePolicy());
  app.use(authContext(config.TRUSTED_PROXIES));
  // ---- Page cache (ADR 0014): the last middleware before the routes. Everything registered
  // above (logging, compression, security headers, cache policy, and any middleware that reads
  // the routes' internal headers, such as the insights counters) also runs for cached answers.
  if (options.pageCache) app.use(options.pageCache.middleware);
  // ---- end of page cache
  // ── Read replicas (ADR 0022): the one place a request's database is chosen, for the routes.
  // After the page cache, which has read the generation it will tag a render with: the replica
  // picked here has replayed at least that generation (the two share one watcher). The session
  // lookup above reads from the primary: a request with a session reads from it anyway.
  if (options.replicas) app.use(readRouting(options.replicas, config.REPLICA_MAX_LAG_SECONDS));

  app.post(PAYMENT_WEBHOOK_PATH, paymentWebhook);
  app.route("/api", createApi());

  if (options.staticRoot) {
    const root = options.staticRoot;
    // Fingerprinted build output never changes under the same name.
    // .br/.gz written at build time (scripts/precompress.ts) are sent as they are.
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    // The other build files (public/: the favicon, the Open Graph image) are listed once: a page
    // request no longer asks the file system whether it is a file (≈ 2 ms of CPU per page).
    const files = publicFiles(root);
    const serveFile = serveStatic({
      root,
      precompressed: true,
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
    });
    app.use("*", (c, next) => (files.has(c.req.path) ? serveFile(c, next) : next()));
  }

  if (options.handlePage) {
    const handlePage = options.handlePage;
    app.all("*", async (c) => {
      const response = await handlePage(c.req.raw, {
        ...c.var.services,
        requestId: c.var.requestId,
        cspNonce: c.var.cspNonce,
        auth: c.var.auth,
        dataGeneration: READS_ONLY.has(c.req.method) ? generationOncePerRequest() : undefined,
        wholeBody: (response, bytes) => c.set("wholeBody", { response, bytes }),
      });
      // The client went away (a navigation superseded its `.data` fetch): React Router answers
      // 500 for the aborted loader, but nothing failed on our side. 499, nginx's "client closed
      // request", keeps it out of the error log.
      if (c.req.raw.signal.aborted && response.status >= 500) return new Response(null, { status: CLIENT_CLOSED });
      // Every page follows the language cookie and Accept-Language: caches must key on both.
      // Set on the answer itself: a copy would turn its body (a whole page) into a stream that
      // compression then reads back chunk by chunk. Only a Response.redirect() has fixed headers.
      try {
        response.headers.append("Vary", "Cookie, Accept-Language");
        return response;
      } catch {
        const headers = new Headers(response.headers);
        headers.append("Vary", "Cookie, Accept-Language");
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      }
    });
  }

  app.onError((err, c) => {
    logger.error({ err, requestId: c.var.requestId }, "unhandled error");
    const message = authMessage("internal_error", localeFromRequest(c.req.raw));
    if (c.req.path.startsWith("/api/")) return apiError(c, 500, "internal_error", message);
    return c.text(message, 500);
  });
  return app;
}

/** The URL paths of the files under a static root, outside its fingerprinted assets/ folder. */
function publicFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!(prefix === "" && entry.name === "assets")) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      } else if (!/\.(br|gz)$/.test(entry.name)) files.add(`${prefix}/${entry.name}`);
    }
  };
  walk(root, "");
  return files;
}
