import { Hono, type Context } from "hono";
import type { AppEnv } from "../http/env.ts";
import { apiError } from "./errors.ts";
import { jsonObjectBody } from "./validation.ts";
import {
  changePassword,
  confirmPasswordReset,
  register,
  requestPasswordReset,
  signIn,
  signOut,
  verifyEmail,
  type AuthFailure,
} from "../auth/accounts.ts";
import { clearedSessionCookie } from "../auth/cookies.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { authMessage, rateLimitMessage } from "../auth/messages.ts";
import { requireApiUser } from "../auth/permissions.ts";
import { publicProfile } from "../auth/users.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../auth/password-policy.ts";

const PARAMS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** The common error shape, translated into the request's language. */
function failure(c: Context<AppEnv>, f: AuthFailure) {
  const locale = localeFromRequest(c.req.raw);
  const fields = f.fields
    ? Object.fromEntries(Object.entries(f.fields).map(([name, code]) => [name, authMessage(code, locale, PARAMS)]))
    : undefined;
  if (f.status === 429) {
    const seconds = f.retryAfterSeconds ?? 60;
    c.header("Retry-After", String(seconds));
    return apiError(c, 429, "rate_limited", rateLimitMessage(locale, seconds));
  }
  return apiError(c, f.status, f.code, authMessage(f.code, locale, PARAMS), fields);
}

const invalidJson = (c: Context<AppEnv>) =>
  apiError(c, 400, "invalid_json", authMessage("invalid_json", localeFromRequest(c.req.raw)));

/**
 * /api/auth: the account calls of spec section 7 plus JSON sign-in, registration, reset and
 * change of password for API clients. Sessions are the same cookie the pages use.
 */
export const authApi = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  })
  .get("/user", requireApiUser(), (c) => c.json(publicProfile(c.var.user)))
  .get("/password-status", requireApiUser(), (c) => c.json({ requiresPasswordChange: c.var.user.isPasswordTemporary }))
  .post("/login", async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const result = await signIn(c.var.services, c.var.auth, body);
    if (!result.ok) return failure(c, result.failure);
    c.header("Set-Cookie", result.value.cookie);
    return c.json(publicProfile(result.value.user));
  })
  .post("/register", async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const result = await register(c.var.services, c.var.auth, body, localeFromRequest(c.req.raw));
    if (!result.ok) return failure(c, result.failure);
    c.header("Set-Cookie", result.value.cookie);
    return c.json(publicProfile(result.value.user), 201);
  })
  .post("/logout", async (c) => {
    await signOut(c.var.services, c.var.auth);
    c.header("Set-Cookie", clearedSessionCookie(c.var.auth.secure));
    return c.body(null, 204);
  })
  .post("/reset-password/request", async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await requestPasswordReset(c.var.services, c.var.auth, body, locale);
    if (!result.ok) return failure(c, result.failure);
    return c.json({ message: authMessage(result.value.code, locale) }, 202);
  })
  .post("/reset-password/confirm", async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await confirmPasswordReset(c.var.services, c.var.auth, body, locale);
    if (!result.ok) return failure(c, result.failure);
    return c.json({ message: authMessage(result.value.code, locale) });
  })
  .post("/change-password", requireApiUser(), async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await changePassword(c.var.services, c.var.auth, body, locale);
    if (!result.ok) return failure(c, result.failure);
    return c.json({ message: authMessage(result.value.code, locale), requiresPasswordChange: false });
  })
  .post("/verify-email", async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const result = await verifyEmail(c.var.services, c.var.auth, body);
    if (!result.ok) return failure(c, result.failure);
    return c.json({ message: authMessage(result.value.code, localeFromRequest(c.req.raw)) });
  });
