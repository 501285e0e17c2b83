import { and, count, desc, eq } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";
import {
  hasTag,
  isPublished,
  POSTS_PER_PAGE,
  summaryColumns,
  toSummary,
  type BlogList,
  type BlogLocale,
} from "./posts.server.ts";

/** Published posts in one language, newest first, optionally with one tag, one page at a time. */
export async function listBlogPosts(
  { database }: UseCaseContext<"database">,
  options: { locale: BlogLocale; tag?: string | null; page?: number; perPage?: number },
): Promise<BlogList> {
  const { db, sql: pg } = database;
  const perPage = options.perPage ?? POSTS_PER_PAGE;
  const where = and(eq(blogPosts.locale, options.locale), isPublished(), options.tag ? hasTag(options.tag) : undefined);
  const [totalRow] = await db.select({ n: count() }).from(blogPosts).where(where);
  const total = totalRow?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, options.page ?? 1), totalPages);
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const tags = await pg<{ tag: string; count: number }[]>`
    select tag, count(*)::int as count
    from blog_posts, jsonb_array_elements_text(tags) as tag
    where locale = ${options.locale} and status = 'published' and published_at <= now()
    group by tag
    order by count(*) desc, tag asc`;
  return { posts: rows.map(toSummary), total, page, totalPages, tags: [...tags] };
}
