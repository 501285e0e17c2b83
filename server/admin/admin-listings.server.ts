/**
 * The admin listings table's query (issue 13), reused by the CSV export: the filters of
 * domain/admin-listing-filters.ts as a postgres.js WHERE fragment over `listings l`, and the
 * ORDER BY of each sort. Indexes (migration 0015): a trigram index over the searchable text
 * (name, city, zip, email) and a b-tree per sort column, so a page reads an index in order.
 */
import type { Sql } from "@db/client.server.ts";
import { isoTimestamp } from "@db/sql-time.ts";
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  STALE_AFTER_DAYS,
  type AdminListingFilters,
  type AdminListingSort,
} from "@domain/admin-listing-filters.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { joinFragments, type Fragment } from "../listings/sql-fragments.server.ts";

/**
 * The text the admin search matches, written exactly as the trigram index expression
 * (migration 0023) so `ilike` uses it; the NPI, so an admin finds a registry listing by it.
 */
function adminSearchText(sql: Sql): Fragment {
  return sql`(l.name || ' ' || l.city || ' ' || coalesce(l.zip_code, '') || ' ' || coalesce(l.email, '') || ' ' || coalesce(l.npi, ''))`;
}

/** `%`, `_` and `\` typed by the admin are literal characters, not patterns. */
function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE condition of the filters over `listings l` (always a valid condition: `true`
 * without filters). Every word of the search must appear in the name, city, zip or email.
 * Merged duplicates are left out: they only exist as a redirect.
 * @public The CSV export (/admin/import/export.csv) selects with it: `where ${adminListingsWhere(sql, filters)}`.
 */
export function adminListingsWhere(sql: Sql, filters: AdminListingFilters): Fragment {
  const parts: Fragment[] = [sql`l.merged_into_id is null`];
  for (const word of filters.q.split(/\s+/).filter(Boolean).slice(0, 8)) {
    parts.push(sql`${adminSearchText(sql)} ilike ${likePattern(word)}`);
  }
  if (filters.state) parts.push(sql`l.state = ${filters.state}`);
  if (filters.tier) parts.push(sql`l.tier = ${filters.tier}`);
  if (filters.status) parts.push(sql`l.status = ${filters.status}`);
  if (filters.ownerVerified !== null) parts.push(sql`l.owner_verified = ${filters.ownerVerified}`);
  if (filters.stale) {
    parts.push(sql`(l.last_verified_at is null or l.last_verified_at < current_date - ${STALE_AFTER_DAYS}::int)`);
  }
  return joinFragments(sql, parts, "and");
}

const SORT_COLUMNS: Record<AdminListingSort, string> = {
  name: "l.name",
  created: "l.created_at",
  updated: "l.updated_at",
  verified: "l.last_verified_at",
  tier: "l.tier_rank",
};

/**
 * ORDER BY of a sort, with the id as tie-breaker (stable pages); never-verified listings count as oldest.
 * @public The CSV export orders its rows with it.
 */
export function adminListingsOrder(sql: Sql, filters: Pick<AdminListingFilters, "sort" | "dir">): Fragment {
  const dir = filters.dir === "asc" ? "asc" : "desc";
  const nulls = filters.sort === "verified" ? (dir === "asc" ? " nulls first" : " nulls last") : "";
  return sql.unsafe(`${SORT_COLUMNS[filters.sort]} ${dir}${nulls}, l.id ${dir}`);
}

export interface AdminListingRow {
  id: number;
  name: string;
  city: string;
  state: string;
  zipCode: string | null;
  email: string;
  tier: string;
  status: string;
  ownerVerified: boolean;
  hasOwner: boolean;
  lastVerifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One page of the table and the total that matches. Admins (site or listing) only. */
export async function adminListings(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  filters: AdminListingFilters,
): Promise<Result<{ rows: AdminListingRow[]; total: number; pageSize: number }>> {
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  if (!isAdmin(user)) return failWith(403, messageKey("communityMessage", "admin_only"));
  const sql = database.sql;
  const where = adminListingsWhere(sql, filters);
  const offset = (filters.page - 1) * ADMIN_LISTINGS_PAGE_SIZE;
  const [rows, [count]] = await Promise.all([
    sql<AdminListingRow[]>`
      select l.id, l.name, l.city, l.state, l.zip_code as "zipCode", l.email, l.tier, l.status,
             l.owner_verified as "ownerVerified", (l.user_id is not null) as "hasOwner",
             l.last_verified_at::text as "lastVerifiedAt",
             ${isoTimestamp(sql, "l.created_at")} as "createdAt",
             ${isoTimestamp(sql, "l.updated_at")} as "updatedAt"
      from listings l
      where ${where}
      order by ${adminListingsOrder(sql, filters)}
      limit ${ADMIN_LISTINGS_PAGE_SIZE} offset ${offset}`,
    sql<{ total: number }[]>`select count(*)::int as total from listings l where ${where}`,
  ]);
  return ok({ rows: [...rows], total: count?.total ?? 0, pageSize: ADMIN_LISTINGS_PAGE_SIZE });
}
