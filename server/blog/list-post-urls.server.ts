import { asc } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";
import { isPublished, type BlogLocale } from "./posts.server.ts";

export interface BlogPostUrl {
  /** Site-relative path of the article, e.g. /blog/what-is-aba-therapy. */
  path: string;
  locale: BlogLocale;
  /** ISO timestamp of the last content change (for <lastmod>). */
  lastModified: string;
  /** The same article in the other language(s), for hreflang alternates. */
  alternates: { locale: BlogLocale; path: string }[];
}

/**
 * Every published blog article's URL, for the sitemap: one entry per language version, with
 * its translations as alternates. The list pages themselves (/blog) are not included.
 */
export async function listBlogPostUrls({ database }: UseCaseContext<"database">): Promise<BlogPostUrl[]> {
  const rows = await database.db
    .select({
      slug: blogPosts.slug,
      locale: blogPosts.locale,
      translationKey: blogPosts.translationKey,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(isPublished())
    .orderBy(asc(blogPosts.translationKey), asc(blogPosts.locale));
  return rows.map((row) => ({
    path: `/blog/${row.slug}`,
    locale: row.locale as BlogLocale,
    lastModified: row.updatedAt.toISOString(),
    alternates: rows
      .filter((other) => other.translationKey === row.translationKey && other.locale !== row.locale)
      .map((other) => ({ locale: other.locale as BlogLocale, path: `/blog/${other.slug}` })),
  }));
}
