import { and, desc, eq, ne, sql } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";
import {
  isPublished,
  RELATED_POSTS,
  summaryColumns,
  toSummary,
  type BlogPost,
  type BlogPostSummary,
} from "./posts.server.ts";

/**
 * Up to `limit` (3 unless asked) other published posts in the same language that share a tag
 * with the post, those sharing the most tags first, then the newest.
 */
export async function relatedBlogPosts(
  { database }: UseCaseContext<"database">,
  post: Pick<BlogPost, "slug" | "locale" | "tags"> & { limit?: number },
): Promise<BlogPostSummary[]> {
  const limit = post.limit ?? RELATED_POSTS;
  if (post.tags.length === 0) return [];
  const shared = sql<number>`(select count(*) from jsonb_array_elements_text(${blogPosts.tags}) as t
    where t = any(${sql.raw("array[")}${sql.join(
      post.tags.map((t) => sql`${t}`),
      sql`, `,
    )}${sql.raw("]::text[]")}))`;
  const rows = await database.db
    .select(summaryColumns)
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.locale, post.locale),
        ne(blogPosts.slug, post.slug),
        isPublished(),
        sql`${blogPosts.tags} ?| ${sql.raw("array[")}${sql.join(
          post.tags.map((t) => sql`${t}`),
          sql`, `,
        )}${sql.raw("]::text[]")}`,
      ),
    )
    .orderBy(desc(shared), desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(toSummary);
}
