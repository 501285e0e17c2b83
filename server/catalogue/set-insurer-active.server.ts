import { eq } from "drizzle-orm";
import { insuranceProviders } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { auditCatalogue, notFound, parseId, siteAdmin } from "./catalogue-admin.server.ts";

/**
 * Hides an insurer from the public filters and the listing forms, or shows it again. Its links
 * to listings stay (listing_insurances is untouched), so showing it again restores them.
 */
export async function setInsurerActive(
  ctx: CallerContext,
  input: { id: unknown; active: boolean },
): Promise<Result<{ id: number }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const id = parseId(input.id);
  if (id === null) return notFound();
  return inTransaction(ctx.database, async (tx) => {
    const [before] = await tx.db
      .select({ isActive: insuranceProviders.isActive })
      .from(insuranceProviders)
      .where(eq(insuranceProviders.id, id))
      .for("update");
    if (!before) return notFound();
    if (before.isActive === input.active) return ok({ id });
    await tx.db.update(insuranceProviders).set({ isActive: input.active }).where(eq(insuranceProviders.id, id));
    await auditCatalogue(tx, {
      actor: admin.value,
      ip: ctx.auth.ip,
      action: "insurer_visibility_changed",
      entity: "insurer",
      id,
      before,
      after: { isActive: input.active },
    });
    return ok({ id });
  });
}
