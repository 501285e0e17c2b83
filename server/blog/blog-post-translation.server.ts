import { and, eq, ne } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";
import { isPublished, type BlogLocale, type BlogPost } from "./posts.server.ts";

/** The other language's published version of a post, if there is one. */
export async function getTranslation(
  { database }: UseCaseContext<"database">,
  post: Pick<BlogPost, "translationKey" | "locale">,
): Promise<{ slug: string; locale: BlogLocale; title: string } | null> {
  const [row] = await database.db
    .select({ slug: blogPosts.slug, locale: blogPosts.locale, title: blogPosts.title })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationKey, post.translationKey), ne(blogPosts.locale, post.locale), isPublished()))
    .limit(1);
  return row ? { ...row, locale: row.locale as BlogLocale } : null;
}
