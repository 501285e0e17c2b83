import { and, eq, ne } from "drizzle-orm";
import { users } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";
import type { AdminActor } from "./admin-actor.server.ts";
import { audit } from "./audit.server.ts";
import { isRole, type Role } from "./users.server.ts";

/** Admin action: changes an account's role, audited with the old and new role. False for an unknown account or role. */
export async function changeUserRole(
  ctx: UseCaseContext<"database">,
  input: { actor: AdminActor; userId: number; role: Role },
): Promise<boolean> {
  const { actor, userId, role } = input;
  if (!isRole(role)) return false;
  const { database } = ctx;
  const [before] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!before) return false;
  if (before.role === role) return true;
  await database.db
    .update(users)
    .set({ role })
    .where(and(eq(users.id, userId), ne(users.role, role)));
  await audit(database, {
    userId,
    action: "role_change",
    ip: actor.ip,
    actorId: actor.id,
    object: { type: "user", id: userId },
    before: { role: before.role },
    after: { role },
    details: { by: actor.id, from: before.role, to: role },
  });
  return true;
}
