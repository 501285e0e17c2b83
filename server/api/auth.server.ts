import type { Context } from "hono";
import type { AppEnv } from "../http/env.ts";
import { noStore, type OperationHandlers } from "./operation-handlers.ts";
import { jsonObjectBody } from "./validation.ts";
import { changePassword } from "../auth/change-password.server.ts";
import { confirmPasswordReset } from "../auth/confirm-password-reset.server.ts";
import { clearedSessionCookie } from "../auth/cookies.server.ts";
import { localeFromRequest } from "../../domain/i18n/locale.ts";
import { register } from "../auth/register.server.ts";
import { requestPasswordReset } from "../auth/request-password-reset.server.ts";
import { signIn } from "../auth/sign-in.server.ts";
import { signOut } from "../auth/sign-out.server.ts";
import { publicProfile } from "../auth/users.server.ts";
import { verifyEmail } from "../auth/verify-email.server.ts";
import { type UseCaseError, messageKey } from "../errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { apiErrorResponse } from "@server/api/error-response.server.ts";
import { apiContext } from "../use-case.ts";

/** The common error shape, translated into the request's language. */
const failure = (c: Context<AppEnv>, error: UseCaseError) => apiErrorResponse(error, localeFromRequest(c.req.raw));

const invalidJson = (c: Context<AppEnv>) =>
  failure(c, { code: "invalid_json", status: 400, messageKey: messageKey("authMessage", "invalid_json") });

/**
 * /api/auth: the account calls of spec section 7 plus JSON sign-in, registration, reset and
 * change of password for API clients. Sessions are the same cookie the pages use.
 */
export const authHandlers = noStore({
  "get /api/auth/user": (c) => c.json(publicProfile(c.var.user)),
  "get /api/auth/password-status": (c) => c.json({ requiresPasswordChange: c.var.user.isPasswordTemporary }),
  "post /api/auth/login": async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const result = await signIn(apiContext(c), { values: body });
    if (!result.ok) return failure(c, result.error);
    c.header("Set-Cookie", result.value.cookie);
    return c.json(publicProfile(result.value.user));
  },
  "post /api/auth/register": async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await register(apiContext(c), { values: body, locale });
    if (!result.ok) return failure(c, result.error);
    // The same answer whether or not the address had an account; no session until it is confirmed.
    return c.json({ message: translate(locale, messageKey("authMessage", result.value.code)) }, 202);
  },
  "post /api/auth/logout": async (c) => {
    await signOut(apiContext(c));
    c.header("Set-Cookie", clearedSessionCookie(c.var.auth.secure));
    return c.body(null, 204);
  },
  "post /api/auth/reset-password/request": async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await requestPasswordReset(apiContext(c), { values: body, locale });
    if (!result.ok) return failure(c, result.error);
    return c.json({ message: translate(locale, messageKey("authMessage", result.value.code)) }, 202);
  },
  "post /api/auth/reset-password/confirm": async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await confirmPasswordReset(apiContext(c), { values: body, locale });
    if (!result.ok) return failure(c, result.error);
    return c.json({ message: translate(locale, messageKey("authMessage", result.value.code)) });
  },
  "post /api/auth/change-password": async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await changePassword(apiContext(c), { values: body, locale });
    if (!result.ok) return failure(c, result.error);
    return c.json({
      message: translate(locale, messageKey("authMessage", result.value.code)),
      requiresPasswordChange: false,
    });
  },
  "post /api/auth/verify-email": async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const result = await verifyEmail(apiContext(c), { values: body });
    if (!result.ok) return failure(c, result.error);
    return c.json({ message: translate(localeFromRequest(c.req.raw), messageKey("authMessage", result.value.code)) });
  },
} satisfies OperationHandlers);
