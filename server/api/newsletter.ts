import { Hono, type Context } from "hono";
import type { AppEnv } from "../http/env.ts";
import { apiError } from "./errors.ts";
import { jsonObjectBody } from "./validation.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { formMessage, translateFailure, type FormFailure } from "../contact/messages.ts";
import { confirmSubscription, requestSubscription, unsubscribe } from "../newsletter/newsletter.ts";

/** The common error shape, translated into the request's language. */
function failure(c: Context<AppEnv>, f: FormFailure) {
  const locale = localeFromRequest(c.req.raw);
  const { message, fields, retryAfterSeconds } = translateFailure(f, locale);
  if (retryAfterSeconds !== undefined) {
    c.header("Retry-After", String(retryAfterSeconds));
    return apiError(c, 429, "rate_limited", message);
  }
  return apiError(c, f.status, f.code, message, Object.keys(fields).length > 0 ? fields : undefined);
}

const invalidJson = (c: Context<AppEnv>) =>
  apiError(c, 400, "invalid_json", formMessage("invalid_json", localeFromRequest(c.req.raw)));

/**
 * /api/newsletter: double opt-in signup for API clients, the same use cases as the /newsletter
 * pages. POST /api/newsletter/unsubscribe also takes an RFC 8058 one-click POST
 * (`?token=…`, body `List-Unsubscribe=One-Click`).
 */
export const newsletterApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .post("/", async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await requestSubscription(c.var.services, c.var.auth, body, locale);
    if (!result.ok) return failure(c, result.failure);
    return c.json({ code: result.value.code, message: formMessage(result.value.code, locale) }, 202);
  })
  .post("/confirm", async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await confirmSubscription(c.var.services, c.var.auth, body.token, locale);
    if (!result.ok) return failure(c, result.failure);
    return c.json({ code: result.value.code, message: formMessage(result.value.code, locale) });
  })
  .post("/unsubscribe", async (c) => {
    const locale = localeFromRequest(c.req.raw);
    const type = c.req.header("content-type") ?? "";
    let token: unknown = c.req.query("token");
    if (type.includes("application/json")) {
      const body = await jsonObjectBody(c);
      if (!body) return invalidJson(c);
      token = body.token ?? token;
    }
    const result = await unsubscribe(c.var.services, token);
    if (!result.ok) return failure(c, result.failure);
    return c.json({ code: result.value.code, message: formMessage(result.value.code, locale) });
  });
