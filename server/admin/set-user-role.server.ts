import { inTransaction } from "@db/transaction.server.ts";
import { changeUserRole } from "../auth/change-user-role.server.ts";
import { isRole, type Role } from "../auth/users.server.ts";
import { failWith, invalidInput, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { adminCaller } from "./admin-caller.server.ts";
import { leavesNoSiteAdmin, lockUser } from "./site-admin-guard.server.ts";

/**
 * site_admin changes an account's role (audited, before → after, in the same transaction).
 * Refused when it would leave no active site_admin (the caller demoting the last one, themselves
 * included).
 */
export async function setUserRole(
  ctx: UseCaseContext<"database" | "auth">,
  input: { userId: number; role: unknown },
): Promise<Result<{ role: Role; changed: boolean }>> {
  const caller = await adminCaller(ctx, "users");
  if (!caller.ok) return caller;
  const { role } = input;
  if (!isRole(role))
    return invalidInput({ role: messageKey("adminPeople.error", "role_invalid") }, { prefix: "adminPeople.error" });
  const actor = { id: caller.value.id, ip: ctx.auth.ip };
  return inTransaction(ctx.database, async (tx) => {
    const before = await lockUser(tx, input.userId);
    if (!before) return failWith(404, messageKey("authMessage", "not_found"));
    if (before.role === role) return ok({ role, changed: false });
    if (await leavesNoSiteAdmin(tx, input.userId, { role }))
      return failWith(409, messageKey("adminPeople.error", "last_site_admin"));
    await changeUserRole({ database: tx }, { actor, userId: input.userId, role });
    return ok({ role, changed: true });
  });
}
