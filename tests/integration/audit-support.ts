/** Shared by the admin authorization matrices: what a site admin finds in /admin/audit. */
import { parseAuditFilters } from "../../domain/admin-people.ts";
import { auditEntries } from "../../server/admin/audit-entries.server.ts";
import type { CallerContext } from "../../server/use-case.ts";

/** How many entries /admin/audit lists for "who acted" = `actorId` and "action" = `action`. */
export async function auditedCount(siteAdmin: CallerContext, actorId: number, action: string): Promise<number> {
  const filters = parseAuditFilters(new URLSearchParams({ actor: String(actorId), action }));
  const result = await auditEntries(siteAdmin, { filters });
  if (!result.ok) throw new Error(`audit log refused: ${result.error.code}`);
  return result.value.total;
}
