import type { Context } from "hono";
import type { InvalidParams, Param, ParseResult } from "@domain/query-params.ts";
import { apiError } from "./errors.ts";

/** Every value of every query parameter (repeats included), decoded by the URL parser. */
export function queryParams(c: Context): URLSearchParams {
  return new URL(c.req.url).searchParams;
}

/** One query parameter parsed on its own (its first value): the value, or an error naming it. */
export function parseQueryParam<T>(c: Context, name: string, param: Param<T>): ParseResult<T> {
  const result = param.zod.safeParse(queryParams(c).get(name) ?? undefined);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    error: { message: `Invalid parameter ${name}.`, fields: { [name]: result.error.issues[0]?.message ?? "Invalid." } },
  };
}

/**
 * The request body when it is a JSON object; undefined for anything else (not JSON, an array,
 * null, a string), which the API answers with 400 `invalid_json`.
 */
export async function jsonObjectBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** 400 with the common error shape, one message per bad parameter. */
export function invalidQuery(c: Context, error: InvalidParams) {
  return apiError(c, 400, "invalid_query", error.message, error.fields);
}

/** Public data that may be cached briefly by browsers and proxies. */
export const SHORT_CACHE = "public, max-age=60";
