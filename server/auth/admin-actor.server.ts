import type { Database } from "@db/client.server.ts";
import { audit, type AuditEntry } from "./audit.server.ts";
import { endUserSessions } from "./sessions.server.ts";

/** The admin who does an admin action, as the audit log records them. */
export type AdminActor = { id: number; ip: string | null };

/** Ends every session of an account for an admin, audited with who did it and how many ended. */
export async function endSessionsForAdmin(
  database: Database,
  actor: AdminActor,
  userId: number,
  action: "user_deactivated" | "sessions_ended",
  change: Pick<AuditEntry, "before" | "after"> = {},
): Promise<number> {
  const ended = await endUserSessions(database, userId);
  await audit(database, {
    userId,
    action,
    ip: actor.ip,
    actorId: actor.id,
    object: { type: "user", id: userId },
    ...change,
    details: { by: actor.id, sessionsEnded: ended },
  });
  return ended;
}
