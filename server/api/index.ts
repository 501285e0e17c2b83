/**
 * The JSON API, registered from the operation table (operations.ts): each operation's method and
 * path, its checks and its handler come from the entry the OpenAPI document and /api/docs are
 * built from, so no route can exist undocumented or answer differently than documented on
 * unknown parameters and sessions (docs/decisions/0008-api-definition.md).
 */
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/env.ts";
import { localeFromRequest } from "../../domain/i18n/locale.ts";
import { requireApiUser } from "../auth/permissions.server.ts";
import { docsPage } from "./docs-page.ts";
import { apiError } from "./errors.ts";
import { authHandlers } from "./auth.server.ts";
import { healthHandlers } from "./health.server.ts";
import { hsdsHandlers } from "./hsds.server.ts";
import { imagesHandlers } from "./images.server.ts";
import { insuranceProvidersHandlers } from "./insurance-providers.server.ts";
import { freshnessHandlers } from "./freshness.server.ts";
import { listingsHandlers } from "./listings.server.ts";
import { newsletterHandlers } from "./newsletter.server.ts";
import { openApiDocument } from "./openapi.ts";
import type { OperationHandler, OperationHandlers } from "./operation-handlers.ts";
import {
  operationKey,
  operations,
  queryParameterNames,
  type ApiPath,
  type OperationDoc,
  type OperationKey,
} from "./operations.ts";
import { seoHandlers } from "./seo.server.ts";
import { unknownParameterError, unknownParameters } from "./unknown-parameters.ts";
import { queryParams } from "./validation.ts";

/** One value per app version: the API reference does not change while the process runs. */
function perVersion<T>(build: (version: string) => T): (version: string) => T {
  const built = new Map<string, T>();
  return (version) => {
    if (!built.has(version)) built.set(version, build(version));
    return built.get(version)!;
  };
}

// Built on first request, not per request: the OpenAPI document takes some 30 ms of CPU.
const openApi = perVersion(openApiDocument);
const docs = perVersion(docsPage);

const documentationHandlers = {
  "get /api/openapi.json": (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(openApi(c.var.services.version));
  },
  "get /api/docs": (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.html(docs(c.var.services.version));
  },
} satisfies OperationHandlers;

/** One handler per operation of the table: a missing one does not compile. */
const handlers = {
  ...listingsHandlers,
  ...insuranceProvidersHandlers,
  ...freshnessHandlers,
  ...seoHandlers,
  ...imagesHandlers,
  ...healthHandlers,
  ...hsdsHandlers,
  ...authHandlers,
  ...newsletterHandlers,
  ...documentationHandlers,
} satisfies Record<OperationKey, OperationHandler>;

/** The path inside the API app, as Hono writes it: `/api/listings/{id}` → `/listings/:id`. */
const routingPath = (path: ApiPath) => path.slice("/api".length).replace(/\{([A-Za-z0-9_]+)\}/g, ":$1");

/**
 * What the table says about a request before its handler runs. Query parameters the operation
 * does not take are refused first (400 `unknown_parameter`, whatever else is wrong; only the
 * app-wide Origin check runs earlier), so a mistyped filter is never answered as if it were
 * absent; then an operation marked `session` needs a signed-in user (401).
 */
function operationChecks(op: OperationDoc): MiddlewareHandler<AppEnv> {
  const accepted = queryParameterNames(op);
  const known = new Set(accepted);
  const session = op.session ? requireApiUser() : undefined;
  return async (c, next) => {
    const unknown = unknownParameters(queryParams(c), known);
    if (unknown.length > 0) {
      const error = unknownParameterError(unknown, accepted, localeFromRequest(c.req.raw));
      return apiError(c, 400, error.code, error.message, error.fields);
    }
    return session ? session(c, next) : next();
  };
}

export function createApi() {
  const api = new Hono<AppEnv>();
  // In table order: a literal path (/listings/states) is listed, so registered, before /listings/{id}.
  for (const op of operations) {
    api.on(op.method.toUpperCase(), routingPath(op.path), operationChecks(op), handlers[operationKey(op)]);
  }
  // A mounted app's notFound is not consulted, so the API ends with its own catch-all.
  api.all("*", (c) => apiError(c, 404, "not_found", `No API route ${c.req.method} ${c.req.path}.`));
  return api;
}
