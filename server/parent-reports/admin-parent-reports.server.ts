import { adminCaller } from "../admin/admin-caller.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { PARENT_REPORT_COLUMNS, type ParentReportView } from "./parent-report-view.server.ts";

/** The admins' queue: every open report, oldest first (listing admins and site admins). */
export async function adminParentReports(
  ctx: UseCaseContext<"database" | "auth">,
): Promise<Result<ParentReportView[]>> {
  const caller = await adminCaller(ctx, "parentReports");
  if (!caller.ok) return caller;
  const rows = await ctx.database.sql.unsafe<ParentReportView[]>(
    `select ${PARENT_REPORT_COLUMNS} from parent_reports r join listings l on l.id = r.listing_id
     where r.dismissed_at is null
     order by r.created_at, r.id limit 200`,
  );
  return ok(rows);
}
