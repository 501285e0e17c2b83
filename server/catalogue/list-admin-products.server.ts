import type { AdminListQuery } from "@domain/catalogue-list.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { siteAdmin } from "./catalogue-admin.server.ts";
import type { AdminProduct } from "./product-columns.server.ts";

const ORDER = { order: "sort_order, id", name: "lower(name), id" } as const;

/** Every sensory product, shown or hidden, for /admin/products: searched, filtered, sorted, one page. */
export async function listAdminProducts(
  ctx: CallerContext,
  query: AdminListQuery,
): Promise<Result<{ rows: AdminProduct[]; total: number }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const { sql } = ctx.database;
  const like = `%${query.q.replace(/[\\%_]/g, "\\$&")}%`;
  const where = sql`where (${query.q} = '' or name ilike ${like} or coalesce(name_es, '') ilike ${like}
      or coalesce(category, '') ilike ${like})
    ${query.visibility === "shown" ? sql`and is_active` : query.visibility === "hidden" ? sql`and not is_active` : sql``}`;
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from autism_products ${where}`;
  const rows = await sql<AdminProduct[]>`
    select id, name, description, name_es as "nameEs", description_es as "descriptionEs", image_url as "imageUrl",
           affiliate_link as "affiliateLink", price::text as price,
           category, age_range as "ageRange", is_active as "isActive", sort_order as "sortOrder"
    from autism_products ${where}
    order by ${sql.unsafe(ORDER[query.sort])}
    limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`;
  return ok({ rows: [...rows], total: count?.n ?? 0 });
}
