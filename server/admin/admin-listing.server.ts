import { isoTimestamp } from "@db/sql-time.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";

export interface AdminListingDetail {
  id: number;
  name: string;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  email: string;
  phone: string | null;
  website: string | null;
  tier: string;
  status: string;
  ownerVerified: boolean;
  ownerEmail: string | null;
  ratingAverage: number;
  reviewCount: number;
  lastVerifiedAt: string | null;
  mergedIntoId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** One listing as the admin page shows it, whatever its status. Admins only. */
export async function adminListing(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  listingId: unknown,
): Promise<Result<AdminListingDetail>> {
  const user = await auth.user();
  if (!user || !user.isActive) return failWith(401, messageKey("ownerMessage", "unauthorized"));
  if (!isAdmin(user)) return failWith(403, messageKey("ownerMessage", "admin_only"));
  const id = Number(listingId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    return failWith(404, messageKey("ownerMessage", "not_found"));
  const sql = database.sql;
  const [row] = await sql<AdminListingDetail[]>`
    select l.id, l.name, l.address, l.city, l.state, l.zip_code as "zipCode", l.email, l.phone, l.website,
           l.tier, l.status, l.owner_verified as "ownerVerified", u.email as "ownerEmail",
           l.rating_average::float8 as "ratingAverage", l.review_count as "reviewCount",
           l.last_verified_at::text as "lastVerifiedAt", l.merged_into_id as "mergedIntoId",
           ${isoTimestamp(sql, "l.created_at")} as "createdAt", ${isoTimestamp(sql, "l.updated_at")} as "updatedAt"
    from listings l left join users u on u.id = l.user_id
    where l.id = ${id}`;
  return row ? ok(row) : failWith(404, messageKey("ownerMessage", "not_found"));
}
