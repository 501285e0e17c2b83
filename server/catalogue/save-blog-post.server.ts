import { and, eq, ne, or } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { checkBlogPostForm, readingMinutes, type BlogPostFields } from "@domain/catalogue-admin.ts";
import type { AdminCatalogueMessageCode } from "@domain/i18n/catalog.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import {
  auditCatalogue,
  invalidFields,
  notFound,
  parseId,
  siteAdmin,
  uniqueViolation,
} from "./catalogue-admin.server.ts";
import { blogPostColumns } from "./blog-post-columns.server.ts";

/** Which field a clash names: the slug (unique per language) or the translation (one version per language). */
function clashFields(clash: { slug: string; translationKey: string }, values: BlogPostFields) {
  const fields: Record<string, AdminCatalogueMessageCode> = {};
  if (clash.slug === values.slug) fields.slug = "slug_taken";
  if (clash.translationKey === values.translationKey) fields.translationKey = "translation_taken";
  return fields;
}

const CONSTRAINT_FIELDS: Record<string, Record<string, AdminCatalogueMessageCode>> = {
  blog_posts_locale_slug_key: { slug: "slug_taken" },
  blog_posts_translation_locale_key: { translationKey: "translation_taken" },
};

/**
 * Writes a blog post in one language (id "new" adds one). Its English and Spanish versions share
 * a translation key; the slug is unique per language, each with a clear message when taken. A
 * draft is never public; the first publication dates the article. The row is marked as managed
 * here, so the article files no longer overwrite it at start. Public pages read the table on
 * every request (no cache), so a change shows at once.
 */
export async function saveBlogPost(
  ctx: CallerContext,
  input: { id: unknown; values: unknown },
): Promise<Result<{ id: number; created: boolean }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const creating = input.id === "new";
  const id = creating ? null : parseId(input.id);
  if (!creating && id === null) return notFound();
  const form = checkBlogPostForm(input.values);
  if (!form.ok) return invalidFields(form.error);
  const values = form.value;
  const columns = { ...values, readingMinutes: readingMinutes(values.bodyMarkdown), managedInAdmin: true };

  try {
    return await inTransaction(ctx.database, async (tx) => {
      const [clash] = await tx.db
        .select({ slug: blogPosts.slug, translationKey: blogPosts.translationKey })
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.locale, values.locale),
            or(eq(blogPosts.slug, values.slug), eq(blogPosts.translationKey, values.translationKey)),
            id === null ? undefined : ne(blogPosts.id, id),
          ),
        )
        .limit(1);
      if (clash) return invalidFields(clashFields(clash, values), 409);
      const now = new Date();
      if (id === null) {
        const [row] = await tx.db
          .insert(blogPosts)
          .values({ ...columns, publishedAt: now, updatedAt: now })
          .returning({ id: blogPosts.id });
        await auditCatalogue(tx, {
          actor: admin.value,
          ip: ctx.auth.ip,
          action: "blog_post_created",
          entity: "blog_post",
          id: row!.id,
          before: null,
          after: { ...values, bodyMarkdown: `${values.bodyMarkdown.length} characters` },
        });
        return ok({ id: row!.id, created: true });
      }
      const [before] = await tx.db.select(blogPostColumns).from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) return notFound();
      // A draft's first publication dates it now; hiding and showing again keeps the date.
      const firstPublication = before.status === "draft" && values.status === "published";
      await tx.db
        .update(blogPosts)
        .set({ ...columns, updatedAt: now, ...(firstPublication ? { publishedAt: now } : {}) })
        .where(eq(blogPosts.id, id));
      const { id: _id, publishedAt: _at, ...was } = before;
      await auditCatalogue(tx, {
        actor: admin.value,
        ip: ctx.auth.ip,
        action: "blog_post_updated",
        entity: "blog_post",
        id,
        // The body's text would swamp the log: its length says that it changed.
        before: { ...was, bodyMarkdown: `${was.bodyMarkdown.length} characters` },
        after: {
          ...values,
          bodyMarkdown:
            values.bodyMarkdown === was.bodyMarkdown
              ? `${was.bodyMarkdown.length} characters`
              : `${values.bodyMarkdown.length} characters (changed)`,
        },
      });
      return ok({ id, created: false });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null) return invalidFields(CONSTRAINT_FIELDS[constraint] ?? { slug: "slug_taken" }, 409);
    throw error;
  }
}
