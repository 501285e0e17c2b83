/**
 * The one error a use case answers with, and its words in a language (docs/decisions/0009-use-cases.md).
 * No HTTP here: the API answers it with apiErrorResponse (server/api/errors.ts), a page's action
 * with formErrorResponse (app/lib/form-error.server.ts).
 */
import type { Locale } from "../domain/i18n/locale.ts";
import type { MessageParams } from "./auth/messages.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth/password-policy.ts";
import { LIMIT_PARAMS as CONTACT_LIMIT_PARAMS } from "./contact/messages.ts";
import { LIMIT_PARAMS as COMMUNITY_LIMIT_PARAMS } from "./community/messages.ts";
import { namespaceOf, translate, type MessageKey as CatalogKey } from "@domain/i18n/catalog.ts";
import type { Result as OneResult } from "@domain/result.ts";
import { minutesToWait } from "./rate-limit/rate-limit.server.ts";

/**
 * Where a use case's answers live in the catalogs (domain/i18n, docs/decisions/0010-i18n.md): a
 * namespace of answers ("authMessage", "formMessage", …) or a screen namespace's "error" group.
 * Some codes are under several prefixes with different wording, so the prefix is part of the key.
 */
export type MessagePrefix =
  | "authMessage"
  | "formMessage"
  | "communityMessage"
  | "ownerMessage"
  | "adminCatalogueMessage"
  | "adminPeople.error"
  | "adminRegistry.error"
  | "serviceArea.error";

/** The codes the catalogs have under a prefix: MessageCode<"authMessage"> = "email_taken" | … */
export type MessageCode<P extends MessagePrefix> = CatalogKey extends infer K
  ? K extends `${P}.${infer C}`
    ? C
    : never
  : never;

/** The catalog key of a use case's message: "<prefix>.<code>", checked against the catalogs. */
export type MessageKey = { [P in MessagePrefix]: `${P}.${MessageCode<P>}` }[MessagePrefix];

/**
 * The one way to name a use case's message: messageKey("authMessage", "forbidden"). The code is
 * checked against the catalogs' keys under that prefix, so a missing text fails the type-check.
 */
export const messageKey = <P extends MessagePrefix>(prefix: P, code: MessageCode<P>): MessageKey =>
  `${prefix}.${code}` as MessageKey;

/** The prefixes that have an "invalid_input" answer: the message of invalidInput's fields. */
type InvalidInputPrefix = {
  [P in MessagePrefix]: "invalid_input" extends MessageCode<P> ? P : never;
}[MessagePrefix];

/**
 * The limits a namespace's messages name, filled wherever its message appears: the password
 * rules ({min}, {max}) in auth messages, the contact form's and the community forms' limits
 * ({nameMax}, {commentMin}, …; both have a nameMax, with different values).
 */
const NAMESPACE_PARAMS: Partial<Record<string, MessageParams>> = {
  authMessage: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
  formMessage: CONTACT_LIMIT_PARAMS,
  communityMessage: COMMUNITY_LIMIT_PARAMS,
};

const paramsFor = (key: MessageKey, params: MessageParams = {}) => ({
  ...NAMESPACE_PARAMS[namespaceOf(key)],
  ...params,
});

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/** Why a use case said no. */
export interface UseCaseError {
  /** Stable, for programs: the API's error.code. */
  code: string;
  status: ErrorStatus;
  /** The message for people, and its parameters. */
  messageKey: MessageKey;
  params?: MessageParams;
  /** One message per field that needs fixing. */
  fields?: Record<string, MessageKey>;
  /** When to try again (429): sent as Retry-After. */
  retryAfterSeconds?: number;
}

/** A use case's answer: the one result shape (domain/result.ts) with a UseCaseError. */
export type Result<T> = OneResult<T, UseCaseError>;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

const fail = (error: UseCaseError): Result<never> => ({ ok: false, error });

/** An error whose code is its message's code (most are). */
export function failWith(status: ErrorStatus, messageKey: MessageKey): Result<never> {
  // The code is the key's last segment: "authMessage.forbidden" → forbidden, "adminPeople.error.x" → x.
  return fail({ code: messageKey.slice(messageKey.lastIndexOf(".") + 1), status, messageKey });
}

/** Fields to fix: 400, or 409 when a value is well-formed but taken; the message is the prefix's invalid_input. */
export function invalidInput(
  fields: Record<string, MessageKey>,
  { status = 400, prefix = "authMessage" }: { status?: 400 | 409; prefix?: InvalidInputPrefix } = {},
): Result<never> {
  return fail({ code: "invalid_input", status, messageKey: `${prefix}.invalid_input`, fields });
}

/** Too many attempts: the message says how many minutes to wait, Retry-After the seconds. */
export function rateLimited(retryAfterSeconds: number): Result<never> {
  const minutes = minutesToWait(retryAfterSeconds);
  return fail({
    code: "rate_limited",
    status: 429,
    messageKey: messageKey("authMessage", minutes === 1 ? "rate_limited_one" : "rate_limited"),
    params: { minutes },
    retryAfterSeconds,
  });
}

/** The error in the locale's words: its code, the message and one message per field. */
export function translateError(error: UseCaseError, locale: Locale) {
  const fields = Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([name, key]) => [name, translate(locale, key, paramsFor(key))]),
  );
  return {
    code: error.code,
    message: translate(locale, error.messageKey, paramsFor(error.messageKey, error.params)),
    fields,
  };
}

/** The Retry-After header of an error that has one. */
export function retryHeaders(error: UseCaseError): Record<string, string> {
  return error.retryAfterSeconds !== undefined ? { "Retry-After": String(error.retryAfterSeconds) } : {};
}

/** Answers that hold a person's form or account data: never stored by caches. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;
