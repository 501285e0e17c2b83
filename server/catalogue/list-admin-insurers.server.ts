import { siteAdmin } from "./catalogue-admin.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import type { AdminListQuery } from "@domain/catalogue-list.ts";

export interface AdminInsurer {
  id: number;
  name: string;
  displayName: string;
  isActive: boolean;
  sortOrder: number;
  /** Listings linked to it (hidden insurers keep their links). */
  listings: number;
}

const ORDER = { order: "sort_order, display_name, id", name: "lower(display_name), id" } as const;

/** Every insurer, shown or hidden, for /admin/insurance: searched by name, filtered, sorted, one page. */
export async function listAdminInsurers(
  ctx: CallerContext,
  query: AdminListQuery,
): Promise<Result<{ rows: AdminInsurer[]; total: number }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const { sql } = ctx.database;
  const like = `%${query.q.replace(/[\\%_]/g, "\\$&")}%`;
  const where = sql`where (${query.q} = '' or name ilike ${like} or display_name ilike ${like})
    ${query.visibility === "shown" ? sql`and is_active` : query.visibility === "hidden" ? sql`and not is_active` : sql``}`;
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from insurance_providers ${where}`;
  const rows = await sql<AdminInsurer[]>`
    select id, name, display_name as "displayName", is_active as "isActive", sort_order as "sortOrder",
           (select count(*)::int from listing_insurances li where li.insurance_provider_id = ip.id) as listings
    from insurance_providers ip ${where}
    order by ${sql.unsafe(ORDER[query.sort === "name" ? "name" : "order"])}
    limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`;
  return ok({ rows: [...rows], total: count?.n ?? 0 });
}
