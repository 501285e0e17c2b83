import { eq } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import { failWith, invalidInput, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import { hitRateLimit, releaseRateLimit } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import { sendPasswordChanged } from "./account-emails.server.ts";
import { audit } from "./audit.server.ts";
import { revokeEmailTokens } from "./email-tokens.server.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import type { AuthMessageCode } from "./messages.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { checkNewPassword } from "./password-policy.ts";
import { endUserSessions } from "./sessions.server.ts";
import { findUserById, type SessionUser } from "./users.server.ts";
import { changePasswordInput, fieldKeys } from "./validation.ts";

/**
 * Changes the signed-in user's password: the current one is required (wrong guesses are
 * limited per account); every other session of the account ends, this one stays.
 */
export async function changePassword(
  ctx: CallerContext,
  input: { values: unknown; locale: Locale },
): Promise<Result<{ code: AuthMessageCode; user: SessionUser }>> {
  const { database, auth } = ctx;
  const session = await auth.session();
  if (!session) return failWith(401, messageKey("authMessage", "unauthorized"));
  const parsed = changePasswordInput.safeParse(input.values);
  if (!parsed.success) return invalidInput(fieldKeys(parsed.error));
  const { currentPassword, newPassword } = parsed.data;

  const accountKey = `user:${session.user.id}`;
  // Counted before the password check (atomically), so a burst cannot outrun the limit. Its own
  // count: only a holder of the session can add to it, so it never locks the sign-in page.
  const limit = await hitRateLimit(database, "changePasswordAccount", accountKey);
  if (limit.blocked) return rateLimited(limit.retryAfterSeconds);
  const found = await findUserById(database, session.user.id);
  if (!found) return failWith(401, messageKey("authMessage", "unauthorized"));
  if (currentPassword.length > 1024 || !(await verifyPassword(found.passwordHash, currentPassword))) {
    await audit(database, { userId: session.user.id, action: "password_change_failed", ip: auth.ip });
    return invalidInput({ currentPassword: messageKey("authMessage", "current_password_wrong") });
  }
  // Only wrong current passwords count.
  await releaseRateLimit(database, "changePasswordAccount", accountKey);
  const problem = checkNewPassword(newPassword, { username: found.user.username, email: found.user.email });
  if (problem) return invalidInput({ newPassword: messageKey("authMessage", problem) });
  if (newPassword === currentPassword) return invalidInput({ newPassword: messageKey("authMessage", "password_same") });

  const hash = await hashPassword(newPassword);
  await database.db
    .update(users)
    .set({ password: hash, isPasswordTemporary: false })
    .where(eq(users.id, session.user.id));
  await revokeEmailTokens(database, session.user.id, "reset_password");
  const ended = await endUserSessions(database, session.user.id, session.tokenHash);
  await audit(database, {
    userId: session.user.id,
    action: "password_change",
    ip: auth.ip,
    details: { sessionsEnded: ended },
  });
  await sendPasswordChanged(ctx, auth, found.user, input.locale);
  return ok({ code: "password_changed", user: { ...found.user, isPasswordTemporary: false } });
}
