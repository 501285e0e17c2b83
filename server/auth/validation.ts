import { z } from "zod";
import { type MessageKey, messageKey } from "../errors.server.ts";
import { isAuthMessageCode, type AuthMessageCode } from "./messages.ts";
import { PASSWORD_MAX_LENGTH, passwordLength } from "./password-policy.ts";

/**
 * Input shapes of the account forms and API calls. Every issue carries one of our message
 * codes (see messages.ts), so pages and the API report the same thing in either language.
 * Each listed field arrives as a string: anything else (missing, a number, a list) becomes "".
 */
export function stringFields<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((input) => {
    const source = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
    return Object.fromEntries(
      Object.keys(shape).map((key) => [key, typeof source[key] === "string" ? source[key] : ""]),
    );
  }, z.object(shape));
}

const requiredTrimmed = (max: number, tooLong: AuthMessageCode) =>
  z.string().trim().min(1, { message: "required" }).max(max, { message: tooLong });

/** An email address, trimmed: "required" when empty, "email_invalid" when too long or malformed. */
export const emailAddress = requiredTrimmed(254, "email_invalid").pipe(z.email({ message: "email_invalid" }));

/** A password exactly as typed (never trimmed). */
const password = z.string().min(1, { message: "required" });

const newPassword = password.refine((v) => passwordLength(v) <= PASSWORD_MAX_LENGTH, { message: "password_too_long" });

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

export const signInInput = stringFields({
  login: requiredTrimmed(254, "invalid_credentials"),
  password,
});

export const registerInput = stringFields({
  username: requiredTrimmed(32, "username_invalid").regex(USERNAME_PATTERN, { message: "username_invalid" }),
  email: emailAddress,
  fullName: z.string().trim().max(100, { message: "full_name_too_long" }),
  password: newPassword,
});

export const resetRequestInput = stringFields({
  email: emailAddress,
});

export const resetConfirmInput = stringFields({
  token: z.string().max(200, { message: "token_invalid" }),
  password: newPassword,
});

export const changePasswordInput = stringFields({
  currentPassword: password,
  newPassword,
});

export const verifyEmailInput = stringFields({ token: z.string().max(200, { message: "token_invalid" }) });

export type FieldKeys = Record<string, MessageKey>;

/** The first issue of each field, as keys of auth messages. */
export function fieldKeys(error: z.ZodError): FieldKeys {
  const keys: FieldKeys = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "form");
    keys[name] ??= messageKey("authMessage", isAuthMessageCode(issue.message) ? issue.message : "invalid_input");
  }
  return keys;
}
