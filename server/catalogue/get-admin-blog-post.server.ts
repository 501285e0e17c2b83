import { and, eq, ne } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { notFound, parseId, siteAdmin } from "./catalogue-admin.server.ts";
import { blogPostColumns, toAdminBlogPost, type AdminBlogPost } from "./blog-post-columns.server.ts";

/** One blog post for its edit screen (any status), with the id of its other-language version. */
export async function getAdminBlogPost(
  ctx: CallerContext,
  input: { id: unknown },
): Promise<Result<AdminBlogPost & { translationId: number | null }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const id = parseId(input.id);
  if (id === null) return notFound();
  const [row] = await ctx.database.db.select(blogPostColumns).from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) return notFound();
  const [other] = await ctx.database.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.translationKey, row.translationKey), ne(blogPosts.locale, row.locale)))
    .limit(1);
  return ok({ ...toAdminBlogPost(row), translationId: other?.id ?? null });
}
