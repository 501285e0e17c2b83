import { describe, expect, it } from "vitest";
import { failWith, invalidInput, rateLimited, type Result, messageKey } from "../errors.server.ts";
import { apiErrorResponse } from "@server/api/error-response.server.ts";

const errorOf = (result: Result<unknown>) => {
  if (result.ok) throw new Error("expected an error");
  return result.error;
};

describe("apiErrorResponse", () => {
  it("answers with {error:{code,message,fields}} and the error's status, in English", async () => {
    const error = errorOf(invalidInput({ username: messageKey("authMessage", "username_taken") }, { status: 409 }));
    const res = apiErrorResponse(error, "en");
    expect(res.status).toBe(409);
    expect(res.headers.get("Retry-After")).toBeNull();
    expect(await res.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Please correct the highlighted fields.",
        fields: { username: "That username is taken. Please choose another one." },
      },
    });
  });

  it("answers in Spanish and leaves fields out when there are none", async () => {
    const res = apiErrorResponse(errorOf(failWith(401, messageKey("authMessage", "invalid_credentials"))), "es");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: {
        code: "invalid_credentials",
        message: "El nombre de usuario o correo electrónico, o la contraseña, no es correcto.",
      },
    });
  });

  it("fills each namespace's limits into field messages: password rules, contact limits", async () => {
    const error = errorOf(
      invalidInput({
        password: messageKey("authMessage", "password_too_short"),
        message: messageKey("formMessage", "message_too_short"),
      }),
    );
    const body = (await apiErrorResponse(error, "es").json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.password).toBe("Use al menos 8 caracteres.");
    const en = (await apiErrorResponse(error, "en").json()) as { error: { fields: Record<string, string> } };
    expect(en.error.fields.message).toBe("Please write at least 10 characters so we can help.");
  });

  it("says how many minutes to wait and sends Retry-After in seconds", async () => {
    const res = apiErrorResponse(errorOf(rateLimited(14 * 60 + 1)), "en");
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("841");
    expect(await res.json()).toEqual({
      error: { code: "rate_limited", message: "Too many attempts, try again in 15 minutes." },
    });
  });
});
