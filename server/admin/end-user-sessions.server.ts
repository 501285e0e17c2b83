import { inTransaction } from "@db/transaction.server.ts";
import { endSessionsOf } from "../auth/end-sessions-of.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { adminCaller } from "./admin-caller.server.ts";
import { lockUser } from "./site-admin-guard.server.ts";

/** site_admin signs an account out everywhere (every session ends; audited with how many). */
export async function endUserSessions(
  ctx: UseCaseContext<"database" | "auth">,
  input: { userId: number },
): Promise<Result<{ sessionsEnded: number }>> {
  const caller = await adminCaller(ctx, "users");
  if (!caller.ok) return caller;
  const actor = { id: caller.value.id, ip: ctx.auth.ip };
  return inTransaction(ctx.database, async (tx) => {
    if (!(await lockUser(tx, input.userId))) return failWith(404, messageKey("authMessage", "not_found"));
    return ok({ sessionsEnded: await endSessionsOf({ database: tx }, { actor, userId: input.userId }) });
  });
}
