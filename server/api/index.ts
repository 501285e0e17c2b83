import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { docsPage } from "./docs-page.ts";
import { apiError } from "./errors.ts";
import { authApi } from "./auth.server.ts";
import { healthApi } from "./health.server.ts";
import { insuranceProvidersApi } from "./insurance-providers.server.ts";
import { listingsApi } from "./listings.server.ts";
import { newsletterApi } from "./newsletter.server.ts";
import { openApiDocument } from "./openapi.ts";
import { seoApi } from "./seo.server.ts";

/** One value per app version: the API reference does not change while the process runs. */
function perVersion<T>(build: (version: string) => T): (version: string) => T {
  const built = new Map<string, T>();
  return (version) => {
    if (!built.has(version)) built.set(version, build(version));
    return built.get(version)!;
  };
}

export function createApi() {
  const api = new Hono<AppEnv>();
  // Built on first request, not per request: the OpenAPI document takes some 30 ms of CPU.
  const openApi = perVersion(openApiDocument);
  const docs = perVersion(docsPage);
  api.route("/health", healthApi);
  api.route("/auth", authApi);
  api.route("/listings", listingsApi);
  api.route("/insurance-providers", insuranceProvidersApi);
  api.route("/seo", seoApi);
  api.route("/newsletter", newsletterApi);
  api.get("/openapi.json", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(openApi(c.var.services.version));
  });
  api.get("/docs", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.html(docs(c.var.services.version));
  });
  // A mounted app's notFound is not consulted, so the API ends with its own catch-all.
  api.all("*", (c) => apiError(c, 404, "not_found", `No API route ${c.req.method} ${c.req.path}.`));
  return api;
}
