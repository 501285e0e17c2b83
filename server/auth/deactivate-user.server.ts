import { eq } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";
import { endSessionsForAdmin, type AdminActor } from "./admin-actor.server.ts";

/** Admin action: deactivates an account; all its sessions end at once. False for an unknown account. */
export async function deactivateUser(
  ctx: UseCaseContext<"database">,
  input: { actor: AdminActor; userId: number },
): Promise<boolean> {
  const { database } = ctx;
  const rows = await database.db
    .update(users)
    .set({ isActive: false })
    .where(eq(users.id, input.userId))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await endSessionsForAdmin(database, input.actor, input.userId, "user_deactivated", {
    before: { isActive: true },
    after: { isActive: false },
  });
  return true;
}
