import { ok, type Result } from "../errors.server.ts";
import { editableListing } from "../owners/listing-access.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { PARENT_REPORT_COLUMNS, type ParentReportView } from "./parent-report-view.server.ts";

/**
 * One listing's open reports, newest first: its owner or an admin (editableListing: 401 signed
 * out, 404 unknown, 403 another owner's listing).
 */
export async function listingParentReports(
  ctx: UseCaseContext<"database" | "auth">,
  input: { listingId: unknown },
): Promise<Result<ParentReportView[]>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const rows = await ctx.database.sql.unsafe<ParentReportView[]>(
    `select ${PARENT_REPORT_COLUMNS} from parent_reports r join listings l on l.id = r.listing_id
     where r.listing_id = $1 and r.dismissed_at is null
     order by r.created_at desc, r.id desc limit 100`,
    [access.value.listing.id],
  );
  return ok(rows);
}
