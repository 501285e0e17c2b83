import { eq } from "drizzle-orm";
import { insuranceProviders } from "@db/schema/index.ts";
import type { Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { setCatalogueVisibility } from "./catalogue-admin.server.ts";

/**
 * Hides an insurer from the public filters and the listing forms, or shows it again. Its links
 * to listings stay (listing_insurances is untouched), so showing it again restores them.
 */
export function setInsurerActive(
  ctx: CallerContext,
  input: { id: unknown; active: boolean },
): Promise<Result<{ id: number }>> {
  return setCatalogueVisibility(ctx, input, {
    entity: "insurer",
    action: "insurer_visibility_changed",
    lock: async (tx, id) =>
      (
        await tx.db
          .select({ isActive: insuranceProviders.isActive })
          .from(insuranceProviders)
          .where(eq(insuranceProviders.id, id))
          .for("update")
      )[0],
    write: (tx, id, active) =>
      tx.db.update(insuranceProviders).set({ isActive: active }).where(eq(insuranceProviders.id, id)),
  });
}
