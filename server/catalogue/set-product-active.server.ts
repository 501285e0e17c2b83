import { eq } from "drizzle-orm";
import { autismProducts } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { auditCatalogue, notFound, parseId, siteAdmin } from "./catalogue-admin.server.ts";

/** Hides a product from /autism-sensory-products, or shows it again; the row and its image stay. */
export async function setProductActive(
  ctx: CallerContext,
  input: { id: unknown; active: boolean },
): Promise<Result<{ id: number }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const id = parseId(input.id);
  if (id === null) return notFound();
  return inTransaction(ctx.database, async (tx) => {
    const [before] = await tx.db
      .select({ isActive: autismProducts.isActive })
      .from(autismProducts)
      .where(eq(autismProducts.id, id))
      .for("update");
    if (!before) return notFound();
    if (before.isActive === input.active) return ok({ id });
    await tx.db
      .update(autismProducts)
      .set({ isActive: input.active, updatedAt: new Date() })
      .where(eq(autismProducts.id, id));
    await auditCatalogue(tx, {
      actor: admin.value,
      ip: ctx.auth.ip,
      action: "product_visibility_changed",
      entity: "product",
      id,
      before,
      after: { isActive: input.active },
    });
    return ok({ id });
  });
}
