import { describe, expect, it } from "vitest";
import { invalidInput, rateLimited, type Result, messageKey } from "@server/errors.server.ts";
import { formErrorResponse } from "./form-error.server.ts";

const errorOf = (result: Result<unknown>) => {
  if (result.ok) throw new Error("expected an error");
  return result.error;
};

describe("formErrorResponse", () => {
  it("shows the form again in Spanish: message, field messages, typed values, status, not cached", () => {
    const error = errorOf(
      invalidInput({ email: messageKey("formMessage", "email_invalid") }, { prefix: "formMessage" }),
    );
    const page = formErrorResponse(error, "es", { email: "nope" });
    expect(page.init?.status).toBe(400);
    expect(new Headers(page.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(new Headers(page.init?.headers).get("Retry-After")).toBeNull();
    expect(page.data).toEqual({
      formError: "Corrija los campos señalados.",
      fields: { email: "Ingrese una dirección de correo electrónico válida, como nombre@ejemplo.com." },
      values: { email: "nope" },
    });
  });

  it("keeps each catalog's wording and fills the password rules, in English", () => {
    const error = errorOf(
      invalidInput(
        {
          email: messageKey("authMessage", "email_invalid"),
          password: messageKey("authMessage", "password_too_short"),
        },
        { status: 409 },
      ),
    );
    const page = formErrorResponse(error, "en");
    expect(page.init?.status).toBe(409);
    expect(page.data).toEqual({
      formError: "Please correct the highlighted fields.",
      fields: { email: "Please enter a valid email address.", password: "Use at least 8 characters." },
      values: {},
    });
  });

  it("says how many minutes to wait and sends Retry-After", () => {
    const page = formErrorResponse(errorOf(rateLimited(30)), "en", { email: "a@b.example" });
    expect(page.init?.status).toBe(429);
    expect(new Headers(page.init?.headers).get("Retry-After")).toBe("30");
    expect(new Headers(page.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(page.data.formError).toBe("Too many attempts, try again in 1 minute.");
  });
});
