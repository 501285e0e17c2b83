import { eq } from "drizzle-orm";
import { blogPosts } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { isBlogStatus, type BlogStatus } from "@domain/catalogue-admin.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { auditCatalogue, invalidFields, notFound, parseId, siteAdmin } from "./catalogue-admin.server.ts";

/**
 * Publishes, hides (takes down, keeping the text) or returns a post to draft. Public pages,
 * the sitemap and the tag lists show published posts only, from the next request on.
 */
export async function setBlogPostStatus(
  ctx: CallerContext,
  input: { id: unknown; status: unknown },
): Promise<Result<{ id: number; status: BlogStatus }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const id = parseId(input.id);
  if (id === null) return notFound();
  const status = input.status;
  if (!isBlogStatus(status)) return invalidFields({ status: "status" });
  return inTransaction(ctx.database, async (tx) => {
    const [before] = await tx.db
      .select({ status: blogPosts.status })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for("update");
    if (!before) return notFound();
    if (before.status === status) return ok({ id, status });
    const now = new Date();
    await tx.db
      .update(blogPosts)
      .set({
        status,
        managedInAdmin: true,
        updatedAt: now,
        ...(before.status === "draft" && status === "published" ? { publishedAt: now } : {}),
      })
      .where(eq(blogPosts.id, id));
    await auditCatalogue(tx, {
      actor: admin.value,
      ip: ctx.auth.ip,
      action: "blog_post_status_changed",
      entity: "blog_post",
      id,
      before,
      after: { status },
    });
    return ok({ id, status });
  });
}
