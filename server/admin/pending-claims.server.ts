import { isoTimestamp } from "@db/sql-time.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";

export interface PendingClaim {
  id: number;
  listingId: number;
  listingName: string;
  listingCity: string;
  listingState: string;
  listingEmail: string;
  /** The listing has an owner by now (approving would be refused). */
  listingOwned: boolean;
  claimantEmail: string;
  claimantName: string;
  evidence: string;
  createdAt: string;
}

/**
 * The claims an admin must decide: sent with evidence (not a code), still pending, oldest first
 * (the partial index listing_claims_queue_idx). Admins only.
 */
export async function pendingClaims({
  database,
  auth,
}: Pick<CallerContext, "database" | "auth">): Promise<Result<PendingClaim[]>> {
  const user = await auth.user();
  if (!user || !user.isActive) return failWith(401, messageKey("ownerMessage", "unauthorized"));
  if (!isAdmin(user)) return failWith(403, messageKey("ownerMessage", "admin_only"));
  const sql = database.sql;
  const rows = await sql<PendingClaim[]>`
    select c.id, l.id as "listingId", l.name as "listingName", l.city as "listingCity",
           l.state as "listingState", l.email as "listingEmail", (l.user_id is not null) as "listingOwned",
           u.email as "claimantEmail", coalesce(u.full_name, u.username) as "claimantName",
           coalesce(c.evidence, '') as evidence, ${isoTimestamp(sql, "c.created_at")} as "createdAt"
    from listing_claims c
    join listings l on l.id = c.listing_id
    join users u on u.id = c.user_id
    where c.method = 'evidence' and c.status = 'pending'
    order by c.created_at, c.id
    limit 200`;
  return ok([...rows]);
}
