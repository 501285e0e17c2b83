import { ok } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { adminCaller } from "./admin-caller.server.ts";

export interface AdminActionCounts {
  pendingListings: number;
  pendingClaims: number;
  pendingReports: number;
  pendingSuggestions: number;
  unansweredMessages: number;
}

/**
 * What waits for an admin (the dashboard's first row): listings to approve, claims with
 * evidence, review reports, suggested edits of listings without an owner, unanswered contact
 * messages. One round trip; each count uses its table's partial "pending" index.
 */
export async function adminActionCounts({ database, auth }: Pick<CallerContext, "database" | "auth">) {
  const caller = await adminCaller({ auth }, "dashboard");
  if (!caller.ok) return caller;
  const [row] = await database.sql<
    {
      pending_listings: number;
      pending_claims: number;
      pending_reports: number;
      pending_suggestions: number;
      unanswered_messages: number;
    }[]
  >`
    select
      (select count(*)::int from listings where status = 'pending') as pending_listings,
      (select count(*)::int from listing_claims where method = 'evidence' and status = 'pending') as pending_claims,
      (select count(*)::int from violation_reports where status = 'pending') as pending_reports,
      (select count(*)::int from edit_suggestions where status = 'pending' and owner_user_id is null) as pending_suggestions,
      (select count(*)::int from contact_messages where handled_at is null) as unanswered_messages
  `;
  return ok<AdminActionCounts>({
    pendingListings: row?.pending_listings ?? 0,
    pendingClaims: row?.pending_claims ?? 0,
    pendingReports: row?.pending_reports ?? 0,
    pendingSuggestions: row?.pending_suggestions ?? 0,
    unansweredMessages: row?.unanswered_messages ?? 0,
  });
}
