import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { apiError } from "./errors.ts";
import { healthApi } from "./health.ts";

export function createApi() {
  const api = new Hono<AppEnv>();
  api.route("/health", healthApi);
  api.notFound((c) => apiError(c, 404, "not_found", `No API route ${c.req.method} ${c.req.path}.`));
  return api;
}
