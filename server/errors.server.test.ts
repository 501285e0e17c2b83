import { describe, expect, it } from "vitest";
import { en } from "@domain/i18n/en.ts";
import { es } from "@domain/i18n/es.ts";
import { failWith, invalidInput, messageKey, rateLimited, translateError, type MessageKey } from "./errors.server.ts";

/** The error of a failed result (every helper here fails). */
function errorOf(result: ReturnType<typeof failWith>) {
  if (result.ok) throw new Error("expected a failure");
  return result.error;
}

describe("messageKey: the one way to name a use case's message", () => {
  it.each([
    [messageKey("authMessage", "forbidden"), "authMessage.forbidden"],
    [messageKey("formMessage", "invalid_input"), "formMessage.invalid_input"],
    [messageKey("communityMessage", "invalid_input"), "communityMessage.invalid_input"],
    [messageKey("ownerMessage", "not_found"), "ownerMessage.not_found"],
    [messageKey("adminCatalogueMessage", "invalid_input"), "adminCatalogueMessage.invalid_input"],
    [messageKey("adminPeople.error", "invalid_input"), "adminPeople.error.invalid_input"],
  ])("%s is a catalog key with a text in English and Spanish", (key, expected) => {
    expect(key).toBe(expected);
    expect(en[key]).toBeTruthy();
    expect(es[key]).toBeTruthy();
  });

  it("refuses, at type-check time, a code the catalogs do not have under that prefix", () => {
    // @ts-expect-error: not an account answer
    const missing: MessageKey = messageKey("authMessage", "no_such_code");
    // @ts-expect-error: "admin_only" is an owner answer, not an account one
    const wrongPrefix: MessageKey = messageKey("authMessage", "admin_only");
    // @ts-expect-error: a MessageKey is a catalog key, not any string
    const literal: MessageKey = "authMessage.no_such_code";
    expect([missing, wrongPrefix, literal]).toHaveLength(3);
  });

  it("failWith takes the code from the key's last segment", () => {
    expect(errorOf(failWith(404, messageKey("adminRegistry.error", "match_not_found")))).toEqual({
      code: "match_not_found",
      status: 404,
      messageKey: "adminRegistry.error.match_not_found",
    });
  });
});

describe("invalidInput", () => {
  it.each([
    [undefined, "authMessage.invalid_input"],
    ["formMessage", "formMessage.invalid_input"],
    ["communityMessage", "communityMessage.invalid_input"],
    ["ownerMessage", "ownerMessage.invalid_input"],
    ["adminCatalogueMessage", "adminCatalogueMessage.invalid_input"],
    ["adminPeople.error", "adminPeople.error.invalid_input"],
  ] as const)("prefix %s answers with %s and the fields' own messages", (prefix, key) => {
    const error = errorOf(
      invalidInput({ email: messageKey("authMessage", "email_invalid") }, prefix ? { prefix, status: 409 } : {}),
    );
    expect(error).toMatchObject({ code: "invalid_input", status: prefix ? 409 : 400, messageKey: key });
    const spanish = translateError(error, "es");
    expect(spanish.message).toBe(es[key]);
    expect(spanish.fields.email).toBe(es["authMessage.email_invalid"]);
  });

  it("accepts only a prefix that has an invalid_input answer", () => {
    // @ts-expect-error: the registry screens have no invalid_input text
    const result = invalidInput({}, { prefix: "adminRegistry.error" });
    expect(result.ok).toBe(false);
  });
});

describe("rateLimited", () => {
  it("says minutes in the account namespace and sends the seconds", () => {
    expect(errorOf(rateLimited(61))).toMatchObject({
      messageKey: "authMessage.rate_limited",
      params: { minutes: 2 },
      retryAfterSeconds: 61,
    });
    expect(translateError(errorOf(rateLimited(30)), "en").message).toBe(en["authMessage.rate_limited_one"]);
  });
});
