import type { AdminListQuery } from "@domain/catalogue-list.ts";
import type { BlogStatus } from "@domain/catalogue-admin.ts";
import { isoTimestamp } from "@db/sql-time.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { siteAdmin } from "./catalogue-admin.server.ts";

export interface AdminBlogRow {
  id: number;
  slug: string;
  locale: "en" | "es";
  translationKey: string;
  title: string;
  tags: string[];
  status: BlogStatus;
  /** ISO. */
  publishedAt: string;
  updatedAt: string;
  /** The other language's version of the same article, when written. */
  translationId: number | null;
}

const ORDER = { order: "b.updated_at desc, b.id desc", name: "lower(b.title), b.id" } as const;

/**
 * Every blog post, drafts and hidden ones too, for /admin/blog: searched by title or slug,
 * filtered by language, status and tag, sorted, one page.
 */
export async function listAdminBlogPosts(
  ctx: CallerContext,
  query: AdminListQuery,
): Promise<Result<{ rows: AdminBlogRow[]; total: number; tags: string[] }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const { sql } = ctx.database;
  const like = `%${query.q.replace(/[\\%_]/g, "\\$&")}%`;
  const where = sql`where (${query.q} = '' or b.title ilike ${like} or b.slug ilike ${like})
    ${query.locale ? sql`and b.locale = ${query.locale}` : sql``}
    ${query.status ? sql`and b.status = ${query.status}` : sql``}
    ${query.tag ? sql`and b.tags @> ${JSON.stringify([query.tag])}::jsonb` : sql``}`;
  const [count] = await sql<{ n: number }[]>`select count(*)::int as n from blog_posts b ${where}`;
  const rows = await sql<AdminBlogRow[]>`
    select b.id, b.slug, b.locale, b.translation_key as "translationKey", b.title, b.tags, b.status,
           ${isoTimestamp(sql, "b.published_at")} as "publishedAt", ${isoTimestamp(sql, "b.updated_at")} as "updatedAt",
           (select o.id from blog_posts o where o.translation_key = b.translation_key and o.locale <> b.locale limit 1)
             as "translationId"
    from blog_posts b ${where}
    order by ${sql.unsafe(ORDER[query.sort])}
    limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`;
  const tags = await sql<{ tag: string }[]>`
    select distinct tag from blog_posts, jsonb_array_elements_text(tags) as tag order by tag`;
  return ok({ rows: [...rows], total: count?.n ?? 0, tags: tags.map((t) => t.tag) });
}
