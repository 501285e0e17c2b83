import { describe, expect, it } from "vitest";
import {
  authKey,
  errorResponse,
  failWith,
  formKey,
  invalidInput,
  rateLimited,
  translate,
  type Result,
} from "./errors.server.ts";

const errorOf = (result: Result<unknown>) => {
  if (result.ok) throw new Error("expected an error");
  return result.error;
};

describe("translate", () => {
  it("reads the key's own catalog, so codes both catalogs have keep their own wording", () => {
    expect(translate(authKey("email_invalid"), "en")).toBe("Please enter a valid email address.");
    expect(translate(formKey("email_invalid"), "en")).toBe(
      "Please enter a valid email address, like name@example.com.",
    );
  });

  it("fills the password rules into auth messages and the contact limits into form messages", () => {
    expect(translate(authKey("password_too_short"), "es")).toBe("Use al menos 8 caracteres.");
    expect(translate(formKey("message_too_short"), "en")).toBe("Please write at least 10 characters so we can help.");
  });
});

describe("errorResponse", () => {
  it("answers the API with {error:{code,message,fields}} and the error's status", async () => {
    const error = errorOf(invalidInput({ username: authKey("username_taken") }, { status: 409 }));
    const res = errorResponse(error, "en", "api");
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

  it("leaves fields out of the JSON when there are none", async () => {
    const res = errorResponse(errorOf(failWith(401, authKey("invalid_credentials"))), "es", "api");
    expect(await res.json()).toEqual({
      error: {
        code: "invalid_credentials",
        message: "El nombre de usuario o correo electrónico, o la contraseña, no es correcto.",
      },
    });
  });

  it("says how many minutes to wait and sends Retry-After in seconds, to the API and to pages", async () => {
    const error = errorOf(rateLimited(14 * 60 + 1));
    const api = errorResponse(error, "en", "api");
    expect(api.status).toBe(429);
    expect(api.headers.get("Retry-After")).toBe("841");
    expect(await api.json()).toMatchObject({
      error: { code: "rate_limited", message: "Too many attempts, try again in 15 minutes." },
    });
    const page = errorResponse(errorOf(rateLimited(30)), "en", "page", { email: "a@b.example" });
    expect(page.init?.status).toBe(429);
    expect(new Headers(page.init?.headers).get("Retry-After")).toBe("30");
    expect(page.data.formError).toBe("Too many attempts, try again in 1 minute.");
  });

  it("answers a page with the form shown again: message, field messages, typed values, not cached", () => {
    const error = errorOf(invalidInput({ email: formKey("email_invalid") }, { catalog: "form" }));
    const page = errorResponse(error, "es", "page", { email: "nope" });
    expect(page.init?.status).toBe(400);
    expect(new Headers(page.init?.headers).get("Cache-Control")).toBe("no-store");
    expect(page.data).toEqual({
      formError: "Corrija los campos señalados.",
      fields: { email: "Ingrese una dirección de correo electrónico válida, como nombre@ejemplo.com." },
      values: { email: "nope" },
    });
  });
});
