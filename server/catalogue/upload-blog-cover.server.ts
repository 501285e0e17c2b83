import { eq } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { ok, type Result } from "../errors.server.ts";
import { prepareSiteImage } from "../images/store-site-image.server.ts";
import type { CallerContext } from "../use-case.ts";
import { auditCatalogue, notFound, parseId, siteAdmin } from "./catalogue-admin.server.ts";

/**
 * A new cover image for a post, checked by its bytes and stored like a listing photo; the post's
 * cover then points at its large variant. The admin is checked before the upload is decoded.
 */
export async function uploadBlogCover(
  ctx: CallerContext,
  input: { id: unknown; file: unknown },
): Promise<Result<{ id: number; coverImage: string }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const id = parseId(input.id);
  if (id === null) return notFound();
  const [exists] = await ctx.database.db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!exists) return notFound();
  const image = await prepareSiteImage(ctx, { file: input.file, folder: "blog" });
  if (!image.ok) return image;
  try {
    const saved = await inTransaction(ctx.database, async (tx) => {
      const [before] = await tx.db
        .select({ coverImage: blogPosts.coverImage })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for("update");
      if (!before) return null;
      const file = await image.value.save(tx, admin.value.id);
      // The cover spans the article's width: the 1600-pixel variant.
      const coverImage = `${file.url}?size=detail`;
      await tx.db
        .update(blogPosts)
        .set({ coverImage, managedInAdmin: true, updatedAt: new Date() })
        .where(eq(blogPosts.id, id));
      await auditCatalogue(tx, {
        actor: admin.value,
        ip: ctx.auth.ip,
        action: "blog_cover_uploaded",
        entity: "blog_post",
        id,
        before,
        after: { coverImage },
      });
      return coverImage;
    });
    if (saved === null) {
      await image.value.discard();
      return notFound();
    }
    return ok({ id, coverImage: saved });
  } catch (error) {
    await image.value.discard();
    throw error;
  }
}
