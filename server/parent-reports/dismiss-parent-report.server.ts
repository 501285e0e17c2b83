import { audit } from "../auth/audit.server.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/**
 * An admin dismisses an unfounded report: it stays for the record but counts towards no
 * dispute and leaves the owner's and the admins' lists. Audited.
 */
export async function dismissParentReport(
  ctx: UseCaseContext<"database" | "auth">,
  input: { reportId: number },
): Promise<Result<{ listingId: number }>> {
  const caller = await adminCaller(ctx, "parentReports");
  if (!caller.ok) return caller;
  return inTransaction(ctx.database, async (tx) => {
    const [row] = await tx.sql<{ listingId: number; dismissed: boolean }[]>`
      select listing_id as "listingId", dismissed_at is not null as dismissed
      from parent_reports where id = ${input.reportId} for update`;
    if (!row) return failWith(404, messageKey("communityMessage", "parent_report_not_found"));
    if (row.dismissed) return failWith(409, messageKey("communityMessage", "parent_report_already_dismissed"));
    await tx.sql`update parent_reports set dismissed_at = now() where id = ${input.reportId}`;
    await audit(tx, {
      userId: caller.value.id,
      action: "parent_report_dismissed",
      ip: ctx.auth.ip,
      details: { listingId: row.listingId, reportId: input.reportId },
    });
    return ok({ listingId: row.listingId });
  });
}
