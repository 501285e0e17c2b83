import { eq } from "drizzle-orm";
import { autismProducts } from "@db/schema/index.ts";
import type { Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { setCatalogueVisibility } from "./catalogue-admin.server.ts";

/** Hides a product from /autism-sensory-products, or shows it again; the row and its image stay. */
export function setProductActive(
  ctx: CallerContext,
  input: { id: unknown; active: boolean },
): Promise<Result<{ id: number }>> {
  return setCatalogueVisibility(ctx, input, {
    entity: "product",
    action: "product_visibility_changed",
    lock: async (tx, id) =>
      (
        await tx.db
          .select({ isActive: autismProducts.isActive })
          .from(autismProducts)
          .where(eq(autismProducts.id, id))
          .for("update")
      )[0],
    write: (tx, id, active) =>
      tx.db.update(autismProducts).set({ isActive: active, updatedAt: new Date() }).where(eq(autismProducts.id, id)),
  });
}
