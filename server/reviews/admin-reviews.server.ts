import { isoTimestamp } from "@db/sql-time.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";

export interface AdminReviewRow {
  id: number;
  listingId: number;
  listingName: string;
  rating: number;
  comment: string | null;
  /** The language it was written in; null before it was kept (English). */
  language: string | null;
  author: string | null;
  status: "published" | "hidden";
  createdAt: string;
}

/** How many reviews the admin list shows. */
const ADMIN_REVIEWS_LIMIT = 50;

/** The latest reviews (or the hidden ones only), newest first, for /admin/reviews. Admins only. */
export async function adminReviews(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { hiddenOnly: boolean },
): Promise<Result<AdminReviewRow[]>> {
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  if (!isAdmin(user)) return failWith(403, messageKey("communityMessage", "admin_only"));
  const sql = database.sql;
  const rows = await sql<AdminReviewRow[]>`
    select r.id, r.listing_id as "listingId", l.name as "listingName", r.rating, r.comment, r.language,
           coalesce(u.full_name, u.username, r.name) as author, r.status, ${isoTimestamp(sql, "r.created_at")} as "createdAt"
    from reviews r
    join listings l on l.id = r.listing_id
    left join users u on u.id = r.user_id
    where ${input.hiddenOnly ? sql`r.status = 'hidden'` : sql`true`}
    order by r.created_at desc, r.id desc
    limit ${ADMIN_REVIEWS_LIMIT}`;
  return ok([...rows]);
}
