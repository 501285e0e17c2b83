import { and, eq, inArray } from "drizzle-orm";
import { listingImports } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { audit } from "../auth/audit.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { importingAdmin } from "./import-access.server.ts";
import { removeImportFile } from "./import-files.server.ts";
import { importIdOf } from "./start-listing-import.server.ts";

/**
 * A site admin drops a previewed import that was not started, or one that failed: its file is
 * deleted (listings a failed import wrote stay). Audited.
 */
const DISCARDABLE = ["ready", "invalid", "failed"];

export async function discardListingImport(
  ctx: CallerContext,
  input: { importId: unknown },
): Promise<Result<{ id: number }>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const id = importIdOf(input.importId);
  if (id === null) return failWith(404, messageKey("ownerMessage", "import_not_found"));
  const discarded = await inTransaction(ctx.database, async (tx) => {
    const [before] = await tx.db
      .select({ status: listingImports.status, storedFile: listingImports.storedFile })
      .from(listingImports)
      .where(eq(listingImports.id, id))
      .for("update");
    if (!before || !DISCARDABLE.includes(before.status)) return null;
    await tx.db
      .update(listingImports)
      .set({ status: "discarded", storedFile: null })
      .where(and(eq(listingImports.id, id), inArray(listingImports.status, DISCARDABLE)));
    await audit(tx, {
      userId: admin.value.id,
      action: "listing_import_discarded",
      ip: ctx.auth.ip,
      details: { importId: id, from: before.status, to: "discarded" },
    });
    return before;
  });
  if (!discarded) return failWith(409, messageKey("ownerMessage", "import_not_ready"));
  await removeImportFile(ctx.config, discarded.storedFile);
  return ok({ id });
}
