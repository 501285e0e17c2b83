import type { UseCaseContext } from "../use-case.ts";
import { endSessionsForAdmin, type AdminActor } from "./admin-actor.server.ts";

/** Admin action: ends every session of an account (ASVS 7.4.5); answers how many ended. */
export function endSessionsOf(
  ctx: UseCaseContext<"database">,
  input: { actor: AdminActor; userId: number },
): Promise<number> {
  return endSessionsForAdmin(ctx.database, input.actor, input.userId, "sessions_ended");
}
