import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * How many of the ranked common passwords are refused: the whole list shipped with
 * @zxcvbn-ts/language-common (about 49,000, most common first; ASVS asks for at least 3,000,
 * the issue for 10,000). Only entries that our length rule would otherwise allow matter.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary["passwords-common"].filter((p) => [...p].length >= PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase()),
  );
  return common;
}

/**
 * Context-specific words (ASVS 6.1.2 / 6.2.11): a password that is one of these, or the
 * account's own username, email address or its local part, is refused.
 */
const CONTEXT_WORDS = [
  "abaatlas",
  "aba atlas",
  "aba-atlas",
  "aba_atlas",
  "abaatlas123",
  "autismaba",
  "abatherapy",
  "aba therapy",
];

export type PasswordProblem = "password_too_short" | "password_too_long" | "password_common" | "password_context";

/** Length in characters as people count them (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * Checks a new password: 8 to 128 characters, no composition rules (any character, spaces
 * included), not a common password, not the account's own name or address. The password is
 * used exactly as typed: never trimmed, truncated or case-folded (only the lists are compared
 * case-insensitively).
 */
export function checkNewPassword(
  password: string,
  context: { username?: string; email?: string } = {},
): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return "password_too_short";
  if (length > PASSWORD_MAX_LENGTH) return "password_too_long";
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return "password_common";
  const personal = [context.username, context.email, context.email?.split("@")[0]]
    .filter((w): w is string => Boolean(w && w.length >= 3))
    .map((w) => w.toLowerCase());
  if ([...CONTEXT_WORDS, ...personal].includes(lower.trim())) return "password_context";
  return null;
}
