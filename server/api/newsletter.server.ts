import type { Context } from "hono";
import type { AppEnv } from "../http/env.ts";
import { noStore, type OperationHandlers } from "./operation-handlers.ts";
import { jsonObjectBody } from "./validation.ts";
import { localeFromRequest } from "../../domain/i18n/locale.ts";
import type { FormMessageCode } from "../contact/messages.ts";
import { type UseCaseError, messageKey } from "../errors.server.ts";
import { translate } from "@domain/i18n/catalog.ts";
import { apiErrorResponse } from "@server/api/error-response.server.ts";
import { confirmSubscription } from "../newsletter/confirm-subscription.server.ts";
import { requestSubscription } from "../newsletter/request-subscription.server.ts";
import { unsubscribe } from "../newsletter/unsubscribe.server.ts";
import { apiContext } from "../use-case.ts";

/** The common error shape, translated into the request's language. */
const failure = (c: Context<AppEnv>, error: UseCaseError) => apiErrorResponse(error, localeFromRequest(c.req.raw));

const invalidJson = (c: Context<AppEnv>) =>
  failure(c, { code: "invalid_json", status: 400, messageKey: messageKey("formMessage", "invalid_json") });

/** A success answer: the stable code and its message. */
const answer = (code: FormMessageCode, locale: ReturnType<typeof localeFromRequest>) => ({
  code,
  message: translate(locale, messageKey("formMessage", code)),
});

/**
 * /api/newsletter: double opt-in signup for API clients, the same use cases as the /newsletter
 * pages. POST /api/newsletter/unsubscribe also takes an RFC 8058 one-click POST
 * (`?token=…`, body `List-Unsubscribe=One-Click`).
 */
export const newsletterHandlers = noStore({
  "post /api/newsletter": async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await requestSubscription(apiContext(c), { values: body, locale });
    if (!result.ok) return failure(c, result.error);
    return c.json(answer(result.value.code, locale), 202);
  },
  "post /api/newsletter/confirm": async (c) => {
    const body = await jsonObjectBody(c);
    if (!body) return invalidJson(c);
    const locale = localeFromRequest(c.req.raw);
    const result = await confirmSubscription(apiContext(c), { token: body.token, locale });
    if (!result.ok) return failure(c, result.error);
    return c.json(answer(result.value.code, locale));
  },
  "post /api/newsletter/unsubscribe": async (c) => {
    const locale = localeFromRequest(c.req.raw);
    const type = c.req.header("content-type") ?? "";
    let token: unknown = c.req.query("token");
    if (type.includes("application/json")) {
      const body = await jsonObjectBody(c);
      if (!body) return invalidJson(c);
      token = body.token ?? token;
    }
    const result = await unsubscribe(apiContext(c), { token });
    if (!result.ok) return failure(c, result.error);
    return c.json(answer(result.value.code, locale));
  },
} satisfies OperationHandlers);
