import { eq } from "drizzle-orm";
import { autismProducts } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { checkProductForm } from "@domain/catalogue-admin.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { auditCatalogue, invalidFields, notFound, parseId, siteAdmin } from "./catalogue-admin.server.ts";
import { productColumns } from "./product-columns.server.ts";

/**
 * Adds a sensory product (id "new", shown at once) or changes one. The link must be https, the
 * image a path on this site (an uploaded image is /api/images/{id}), the price a dollar amount.
 * The sensory-products page reads the table on every request, so the change shows at once.
 */
export async function saveProduct(
  ctx: CallerContext,
  input: { id: unknown; values: unknown },
): Promise<Result<{ id: number; created: boolean }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const creating = input.id === "new";
  const id = creating ? null : parseId(input.id);
  if (!creating && id === null) return notFound();
  const form = checkProductForm(input.values);
  if (!form.ok) return invalidFields(form.error);
  const values = form.value;

  return inTransaction(ctx.database, async (tx) => {
    if (id === null) {
      const [row] = await tx.db.insert(autismProducts).values(values).returning({ id: autismProducts.id });
      await auditCatalogue(tx, {
        actor: admin.value,
        ip: ctx.auth.ip,
        action: "product_created",
        entity: "product",
        id: row!.id,
        before: null,
        after: values,
      });
      return ok({ id: row!.id, created: true });
    }
    const [before] = await tx.db
      .select(productColumns)
      .from(autismProducts)
      .where(eq(autismProducts.id, id))
      .for("update");
    if (!before) return notFound();
    await tx.db
      .update(autismProducts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(autismProducts.id, id));
    const { id: _id, isActive: _active, ...was } = before;
    await auditCatalogue(tx, {
      actor: admin.value,
      ip: ctx.auth.ip,
      action: "product_updated",
      entity: "product",
      id,
      before: was,
      after: values,
    });
    return ok({ id, created: false });
  });
}
