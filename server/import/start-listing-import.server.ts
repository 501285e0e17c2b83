import { and, eq } from "drizzle-orm";
import { listingImports } from "@db/schema/index.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { audit } from "../auth/audit.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";
import type { CallerContext } from "../use-case.ts";
import { importingAdmin } from "./import-access.server.ts";

/** An import id from a URL or form: a positive whole number, else null. */
export function importIdOf(value: unknown): number | null {
  const id = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return id > 0 ? id : null;
}

/**
 * A site admin starts a previewed import: it becomes a background job (queued in the same
 * transaction, so the job exists exactly when the status says "queued"). Audited.
 */
export async function startListingImport(
  ctx: CallerContext,
  input: { importId: unknown },
): Promise<Result<{ id: number }>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const id = importIdOf(input.importId);
  if (id === null) return failWith(404, messageKey("ownerMessage", "import_not_found"));
  const started = await inTransaction(ctx.database, async (tx) => {
    const [row] = await tx.db
      .update(listingImports)
      .set({ status: "queued" })
      .where(and(eq(listingImports.id, id), eq(listingImports.status, "ready")))
      .returning({ fileName: listingImports.fileName, validRows: listingImports.validRows });
    if (!row) return false;
    await enqueueJob(tx, "listing_import", { importId: id }, { maxAttempts: 5 });
    await audit(tx, {
      userId: admin.value.id,
      action: "listing_import_started",
      ip: ctx.auth.ip,
      details: { importId: id, fileName: row.fileName, rows: row.validRows, from: "ready", to: "queued" },
    });
    return true;
  });
  if (!started) return failWith(409, messageKey("ownerMessage", "import_not_ready"));
  return ok({ id });
}
