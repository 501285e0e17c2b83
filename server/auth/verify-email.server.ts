import { and, eq, sql } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { audit } from "./audit.server.ts";
import { consumeEmailToken } from "./email-tokens.server.ts";
import type { AuthMessageCode } from "./messages.ts";
import { verifyEmailInput } from "./validation.ts";

const tokenInvalid = () => failWith(400, messageKey("authMessage", "token_invalid"));

/**
 * Confirms an email address from its link (single use; only while it is still the account's);
 * a new registration can sign in from then on.
 */
export async function verifyEmail(
  ctx: UseCaseContext<"database" | "auth">,
  input: { values: unknown },
): Promise<Result<{ code: AuthMessageCode }>> {
  const { database, auth } = ctx;
  const parsed = verifyEmailInput.safeParse(input.values);
  if (!parsed.success) return tokenInvalid();
  const used = await consumeEmailToken(database, parsed.data.token, "verify_email");
  if (!used) return tokenInvalid();
  const updated = await database.db
    .update(users)
    .set({ emailVerified: true, pendingConfirmation: false })
    .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email})`, eq(users.isActive, true)))
    .returning({ id: users.id });
  if (updated.length === 0) return tokenInvalid();
  await audit(database, { userId: used.userId, action: "email_verified", ip: auth.ip });
  return ok({ code: "email_verified" });
}
