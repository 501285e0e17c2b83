import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { audit } from "../auth/audit.server.ts";
import { revokeEmailTokens } from "../auth/email-tokens.server.ts";
import { hashPassword } from "../auth/password.server.ts";
import { checkNewPassword } from "../auth/password-policy.ts";
import { endUserSessions } from "../auth/sessions.server.ts";
import { failWith, invalidInput, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { adminCaller } from "./admin-caller.server.ts";

// No look-alike characters (0/o, 1/l/i), so it can be read out over the phone.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Four groups of five random characters: about 99 bits, easy to type. */
function generateTemporaryPassword(): string {
  const group = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return [group(), group(), group(), group()].join("-");
}

/**
 * site_admin sets a temporary password on another account: generated (shown to the admin once,
 * in this answer only) or typed by the admin (the usual password rules apply). Hashed with
 * argon2id; the account must choose a new password at its next sign-in (is_password_temporary),
 * its sessions and pending reset links end. Audited without the password.
 */
export async function setTemporaryPassword(
  ctx: UseCaseContext<"database" | "auth">,
  input: { userId: number; values: { mode?: unknown; password?: unknown } },
): Promise<Result<{ password: string | null; sessionsEnded: number }>> {
  const caller = await adminCaller(ctx, "users");
  if (!caller.ok) return caller;
  const actor = { id: caller.value.id, ip: ctx.auth.ip };
  if (input.userId === actor.id) return failWith(409, messageKey("adminPeople.error", "self_temporary_password"));
  const { mode, password: typed } = input.values;
  if (mode !== "generate" && mode !== "type") {
    return invalidInput({ mode: messageKey("adminPeople.error", "mode_invalid") }, { prefix: "adminPeople.error" });
  }
  const [target] = await ctx.database.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!target) return failWith(404, messageKey("authMessage", "not_found"));
  let password: string;
  if (mode === "type") {
    if (typeof typed !== "string" || typed === "") {
      return invalidInput(
        { password: messageKey("adminPeople.error", "password_required") },
        { prefix: "adminPeople.error" },
      );
    }
    const problem = checkNewPassword(typed, target);
    if (problem) return invalidInput({ password: messageKey("authMessage", problem) }, { prefix: "adminPeople.error" });
    password = typed;
  } else {
    password = generateTemporaryPassword();
  }
  const hash = await hashPassword(password);
  const sessionsEnded = await inTransaction(ctx.database, async (tx) => {
    await tx.db.update(users).set({ password: hash, isPasswordTemporary: true }).where(eq(users.id, input.userId));
    await revokeEmailTokens(tx, input.userId, "reset_password");
    const ended = await endUserSessions(tx, input.userId);
    await audit(tx, {
      userId: input.userId,
      action: "temporary_password_set",
      ip: actor.ip,
      actorId: actor.id,
      object: { type: "user", id: input.userId },
      before: null,
      after: { isPasswordTemporary: true },
      details: { by: actor.id, generated: mode === "generate", sessionsEnded: ended },
    });
    return ended;
  });
  return ok({ password: mode === "generate" ? password : null, sessionsEnded });
}
