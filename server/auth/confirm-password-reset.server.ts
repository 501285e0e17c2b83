import { eq, sql } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import { failWith, invalidInput, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { sendPasswordChanged } from "./account-emails.server.ts";
import { audit } from "./audit.server.ts";
import { consumeEmailToken, peekEmailToken, revokeEmailTokens } from "./email-tokens.server.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import type { AuthMessageCode } from "./messages.ts";
import { hashPassword } from "./password.server.ts";
import { checkNewPassword } from "./password-policy.ts";
import { endUserSessions } from "./sessions.server.ts";
import { findUserById } from "./users.server.ts";
import { fieldKeys, resetConfirmInput } from "./validation.ts";
import { inTransaction } from "@db/transaction.server.ts";

const tokenInvalid = () => failWith(400, messageKey("authMessage", "token_invalid"));

/**
 * Sets a new password from a reset link. The link is used up only when the new password is
 * acceptable; then every session of the account ends and a notice goes by email.
 */
export async function confirmPasswordReset(
  ctx: CallerContext,
  input: { values: unknown; locale: Locale },
): Promise<Result<{ code: AuthMessageCode }>> {
  const { database, auth } = ctx;
  const { values, locale } = input;
  const parsed = resetConfirmInput.safeParse(values);
  if (!parsed.success && parsed.error.issues.every((i) => i.path[0] === "token")) return tokenInvalid();
  const token = parsed.success ? parsed.data.token : (values as { token?: unknown } | null)?.token;
  const live = await peekEmailToken(database, token, "reset_password");
  if (!live) return tokenInvalid();
  if (!parsed.success) return invalidInput(fieldKeys(parsed.error));
  const found = await findUserById(database, live.userId);
  if (!found) return tokenInvalid();
  const problem = checkNewPassword(parsed.data.password, { username: found.user.username, email: found.user.email });
  if (problem) return invalidInput({ password: messageKey("authMessage", problem) });

  const hash = await hashPassword(parsed.data.password);
  const done = await inTransaction(database, async ({ db: tx }) => {
    const used = await consumeEmailToken({ db: tx }, parsed.data.token, "reset_password");
    if (!used || used.userId !== found.user.id) return false;
    await tx
      .update(users)
      .set({
        password: hash,
        isPasswordTemporary: false,
        // Following the link proved the address, if it is still the account's.
        emailVerified: sql`${users.emailVerified} or lower(${users.email}) = lower(${used.email})`,
        // …and so ends a registration's wait for it (the owner may reset instead of confirming).
        pendingConfirmation: sql`${users.pendingConfirmation} and lower(${users.email}) <> lower(${used.email})`,
      })
      .where(eq(users.id, found.user.id));
    await revokeEmailTokens({ db: tx }, found.user.id, "reset_password");
    return true;
  });
  if (!done) return tokenInvalid();
  const ended = await endUserSessions(database, found.user.id);
  await audit(database, {
    userId: found.user.id,
    action: "password_reset",
    ip: auth.ip,
    details: { sessionsEnded: ended },
  });
  await sendPasswordChanged(ctx, auth, found.user, locale);
  return ok({ code: "password_reset_done" });
}
