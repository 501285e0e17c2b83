/**
 * The one error a use case answers with, and its words in a language (docs/decisions/0009-use-cases.md).
 * No HTTP here: the API answers it with apiErrorResponse (server/api/errors.ts), a page's action
 * with formErrorResponse (app/lib/form-error.server.ts).
 */
import type { Locale } from "../domain/i18n/locale.ts";
import type { AuthMessageCode, MessageParams } from "./auth/messages.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./auth/password-policy.ts";
import { LIMIT_PARAMS as CONTACT_LIMIT_PARAMS, type FormMessageCode } from "./contact/messages.ts";
import { LIMIT_PARAMS as COMMUNITY_LIMIT_PARAMS, type CommunityMessageCode } from "./community/messages.ts";
import {
  namespaceOf,
  translate,
  type MessageKey as CatalogKey,
  type OwnerMessageCode,
  type AdminCatalogueMessageCode,
} from "@domain/i18n/catalog.ts";
import { minutesToWait } from "./rate-limit/rate-limit.server.ts";

/**
 * The catalog key of a use case's message (domain/i18n, docs/decisions/0010-i18n.md): an account
 * answer ("authMessage.<code>") or a contact and newsletter answer ("formMessage.<code>"); some
 * codes are in both with different wording, so the namespace is part of the key.
 */
export type MessageKey =
  | `authMessage.${AuthMessageCode}`
  | `formMessage.${FormMessageCode}`
  | `communityMessage.${CommunityMessageCode}`
  | `ownerMessage.${OwnerMessageCode}`
  | `adminCatalogueMessage.${AdminCatalogueMessageCode}`
  | AdminPeopleErrorKey
  | AdminRegistryErrorKey;

/** The answers of the admin console's people sections (domain/i18n/admin-people.*.ts). */
type AdminPeopleErrorKey = Extract<CatalogKey, `adminPeople.error.${string}`>;
/** The answers of the registry (NPPES) admin screens (domain/i18n/admin-registry.*.ts). */
type AdminRegistryErrorKey = Extract<CatalogKey, `adminRegistry.error.${string}`>;

export const authKey = (code: AuthMessageCode): MessageKey => `authMessage.${code}`;
export const formKey = (code: FormMessageCode): MessageKey => `formMessage.${code}`;
export const communityKey = (code: CommunityMessageCode): MessageKey => `communityMessage.${code}`;
export const ownerKey = (code: OwnerMessageCode): MessageKey => `ownerMessage.${code}`;
export const catalogueKey = (code: AdminCatalogueMessageCode): MessageKey => `adminCatalogueMessage.${code}`;
export const adminPeopleKey = (code: AdminPeopleErrorKey extends `adminPeople.error.${infer C}` ? C : never) =>
  `adminPeople.error.${code}` as const satisfies MessageKey;
export const adminRegistryKey = (code: AdminRegistryErrorKey extends `adminRegistry.error.${infer C}` ? C : never) =>
  `adminRegistry.error.${code}` as const satisfies MessageKey;

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

export type Result<T> = { ok: true; value: T } | { ok: false; error: UseCaseError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

const fail = (error: UseCaseError): Result<never> => ({ ok: false, error });

/** An error whose code is its message's code (most are). */
export function failWith(status: ErrorStatus, messageKey: MessageKey): Result<never> {
  // The code is the key's last segment: "authMessage.forbidden" → forbidden, "adminPeople.error.x" → x.
  return fail({ code: messageKey.slice(messageKey.lastIndexOf(".") + 1), status, messageKey });
}

/** Fields to fix: 400, or 409 when a value is well-formed but taken. */
export function invalidInput(
  fields: Record<string, MessageKey>,
  {
    status = 400,
    catalog = "auth",
  }: { status?: 400 | 409; catalog?: "auth" | "form" | "community" | "owner" | "adminCatalogue" | "adminPeople" } = {},
): Result<never> {
  const messageKey: MessageKey =
    catalog === "auth"
      ? authKey("invalid_input")
      : catalog === "form"
        ? formKey("invalid_input")
        : catalog === "community"
          ? communityKey("invalid_input")
          : catalog === "adminCatalogue"
            ? catalogueKey("invalid_input")
            : catalog === "adminPeople"
              ? adminPeopleKey("invalid_input")
              : ownerKey("invalid_input");
  return fail({ code: "invalid_input", status, messageKey, fields });
}

/** Too many attempts: the message says how many minutes to wait, Retry-After the seconds. */
export function rateLimited(retryAfterSeconds: number): Result<never> {
  const minutes = minutesToWait(retryAfterSeconds);
  return fail({
    code: "rate_limited",
    status: 429,
    messageKey: minutes === 1 ? authKey("rate_limited_one") : authKey("rate_limited"),
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
