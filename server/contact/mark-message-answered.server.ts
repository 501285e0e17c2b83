import { and, eq, isNull, sql } from "drizzle-orm";
import { contactMessages } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { audit } from "../auth/audit.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/**
 * site_admin marks a contact message answered: handled_at is set once (the 12-month retention
 * clock of server/maintenance/retention.server.ts starts then), audited in the same transaction.
 * Marking an answered message again changes nothing.
 */
export async function markMessageAnswered(
  ctx: UseCaseContext<"database" | "auth">,
  input: { id: number },
): Promise<Result<{ handledAt: string; changed: boolean }>> {
  const caller = await adminCaller(ctx, "messages");
  if (!caller.ok) return caller;
  return inTransaction(ctx.database, async (tx) => {
    const [updated] = await tx.db
      .update(contactMessages)
      .set({ handledAt: sql`now()` })
      .where(and(eq(contactMessages.id, input.id), isNull(contactMessages.handledAt)))
      .returning({ handledAt: contactMessages.handledAt });
    if (!updated?.handledAt) {
      const [row] = await tx.db
        .select({ handledAt: contactMessages.handledAt })
        .from(contactMessages)
        .where(eq(contactMessages.id, input.id));
      if (!row?.handledAt) return failWith(404, messageKey("authMessage", "not_found"));
      return ok({ handledAt: row.handledAt.toISOString(), changed: false });
    }
    const handledAt = updated.handledAt.toISOString();
    await audit(tx, {
      userId: null,
      action: "contact_message_answered",
      ip: ctx.auth.ip,
      actorId: caller.value.id,
      object: { type: "contact_message", id: input.id },
      before: { handledAt: null },
      after: { handledAt },
    });
    return ok({ handledAt, changed: true });
  });
}
