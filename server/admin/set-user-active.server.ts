import { eq } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { audit } from "../auth/audit.server.ts";
import { deactivateUser } from "../auth/deactivate-user.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { adminCaller } from "./admin-caller.server.ts";
import { leavesNoSiteAdmin, lockUser } from "./site-admin-guard.server.ts";

/**
 * site_admin deactivates an account (its sessions end at once; it cannot sign in) or
 * reactivates it. An admin cannot deactivate their own account, nor the last active site_admin.
 * Audited in the same transaction.
 */
export async function setUserActive(
  ctx: UseCaseContext<"database" | "auth">,
  input: { userId: number; active: boolean },
): Promise<Result<{ changed: boolean; sessionsEnded: number }>> {
  const caller = await adminCaller(ctx, "users");
  if (!caller.ok) return caller;
  const actor = { id: caller.value.id, ip: ctx.auth.ip };
  if (!input.active && input.userId === actor.id)
    return failWith(409, messageKey("adminPeople.error", "self_deactivate"));
  return inTransaction(ctx.database, async (tx) => {
    const before = await lockUser(tx, input.userId);
    if (!before) return failWith(404, messageKey("authMessage", "not_found"));
    if (before.is_active === input.active) return ok({ changed: false, sessionsEnded: 0 });
    if (input.active) {
      await tx.db.update(users).set({ isActive: true }).where(eq(users.id, input.userId));
      await audit(tx, {
        userId: input.userId,
        action: "user_reactivated",
        ip: actor.ip,
        actorId: actor.id,
        object: { type: "user", id: input.userId },
        before: { isActive: false },
        after: { isActive: true },
        details: { by: actor.id },
      });
      return ok({ changed: true, sessionsEnded: 0 });
    }
    if (await leavesNoSiteAdmin(tx, input.userId, { isActive: false })) {
      return failWith(409, messageKey("adminPeople.error", "last_site_admin"));
    }
    const open = await tx.sql<{ n: number }[]>`select count(*)::int as n from sessions where user_id = ${input.userId}`;
    await deactivateUser({ database: tx }, { actor, userId: input.userId });
    return ok({ changed: true, sessionsEnded: open[0]?.n ?? 0 });
  });
}
