import { and, eq, sql } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";
import { isPublished, summaryColumns, toSummary, type BlogLocale, type BlogPost } from "./posts.server.ts";

/**
 * The published post with this slug. Slugs are unique per language; when both languages use the
 * same slug, the visitor's language wins.
 */
export async function getBlogPost(
  { database }: UseCaseContext<"database">,
  { slug, locale: preferred }: { slug: string; locale: BlogLocale },
): Promise<BlogPost | null> {
  const [row] = await database.db
    .select({
      ...summaryColumns,
      translationKey: blogPosts.translationKey,
      author: blogPosts.author,
      bodyMarkdown: blogPosts.bodyMarkdown,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished()))
    .orderBy(sql`(${blogPosts.locale} = ${preferred}) desc`)
    .limit(1);
  if (!row) return null;
  return { ...toSummary(row), translationKey: row.translationKey, author: row.author, bodyMarkdown: row.bodyMarkdown };
}
