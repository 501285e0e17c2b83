import { eq } from "drizzle-orm";
import { insuranceProviders } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { notFound, parseId, siteAdmin } from "./catalogue-admin.server.ts";

/** One insurer for its edit screen, shown or hidden. */
export async function getAdminInsurer(
  ctx: CallerContext,
  input: { id: unknown },
): Promise<Result<{ id: number; name: string; displayName: string; isActive: boolean; sortOrder: number }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const id = parseId(input.id);
  if (id === null) return notFound();
  const [row] = await ctx.database.db
    .select({
      id: insuranceProviders.id,
      name: insuranceProviders.name,
      displayName: insuranceProviders.displayName,
      isActive: insuranceProviders.isActive,
      sortOrder: insuranceProviders.sortOrder,
    })
    .from(insuranceProviders)
    .where(eq(insuranceProviders.id, id));
  return row ? ok(row) : notFound();
}
