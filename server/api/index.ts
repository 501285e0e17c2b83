import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { apiError } from "./errors.ts";
import { healthApi } from "./health.ts";

export function createApi() {
  const api = new Hono<AppEnv>();
  api.route("/health", healthApi);
  // A mounted app's notFound is not consulted, so the API ends with its own catch-all.
  api.all("*", (c) => apiError(c, 404, "not_found", `No API route ${c.req.method} ${c.req.path}.`));
  return api;
}
