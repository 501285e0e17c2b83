import { eq } from "drizzle-orm";
import { autismProducts } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { notFound, parseId, siteAdmin } from "./catalogue-admin.server.ts";
import { productColumns, type AdminProduct } from "./product-columns.server.ts";

/** One sensory product for its edit screen, shown or hidden. */
export async function getAdminProduct(ctx: CallerContext, input: { id: unknown }): Promise<Result<AdminProduct>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const id = parseId(input.id);
  if (id === null) return notFound();
  const [row] = await ctx.database.db.select(productColumns).from(autismProducts).where(eq(autismProducts.id, id));
  return row ? ok(row) : notFound();
}
