import { eq } from "drizzle-orm";
import { autismProducts } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { ok, type Result } from "../errors.server.ts";
import { prepareSiteImage } from "../images/store-site-image.server.ts";
import type { CallerContext } from "../use-case.ts";
import { auditCatalogue, notFound, parseId, siteAdmin } from "./catalogue-admin.server.ts";

/**
 * A new photo for a product: checked by its bytes and stored like a listing photo
 * (server/images), then the product's image address points at it. The admin is checked before
 * the upload is even decoded; a refused upload stores nothing.
 */
export async function uploadProductImage(
  ctx: CallerContext,
  input: { id: unknown; file: unknown },
): Promise<Result<{ id: number; imageUrl: string }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const id = parseId(input.id);
  if (id === null) return notFound();
  const [exists] = await ctx.database.db
    .select({ id: autismProducts.id })
    .from(autismProducts)
    .where(eq(autismProducts.id, id));
  if (!exists) return notFound();
  const image = await prepareSiteImage(ctx, { file: input.file, folder: "products" });
  if (!image.ok) return image;
  try {
    const saved = await inTransaction(ctx.database, async (tx) => {
      const [before] = await tx.db
        .select({ imageUrl: autismProducts.imageUrl })
        .from(autismProducts)
        .where(eq(autismProducts.id, id))
        .for("update");
      if (!before) return null;
      const file = await image.value.save(tx, admin.value.id);
      await tx.db
        .update(autismProducts)
        .set({ imageUrl: file.url, updatedAt: new Date() })
        .where(eq(autismProducts.id, id));
      await auditCatalogue(tx, {
        actor: admin.value,
        ip: ctx.auth.ip,
        action: "product_image_uploaded",
        entity: "product",
        id,
        before,
        after: { imageUrl: file.url },
      });
      return file.url;
    });
    if (saved === null) {
      await image.value.discard();
      return notFound();
    }
    return ok({ id, imageUrl: saved });
  } catch (error) {
    await image.value.discard();
    throw error;
  }
}
