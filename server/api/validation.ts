import type { Context } from "hono";
import type { InvalidParams } from "@server/listings/query-params.ts";
import { apiError } from "./errors.ts";

/** Every value of every query parameter (repeats included), decoded by the URL parser. */
export function queryParams(c: Context): URLSearchParams {
  return new URL(c.req.url).searchParams;
}

/** 400 with the common error shape, one message per bad parameter. */
export function invalidQuery(c: Context, error: InvalidParams) {
  return apiError(c, 400, "invalid_query", error.message, error.fields);
}

/** Public data that may be cached briefly by browsers and proxies. */
export const SHORT_CACHE = "public, max-age=60";
