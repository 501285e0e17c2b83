import { desc, eq } from "drizzle-orm";
import { listingImports, type ListingImport } from "@db/schema/index.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { importingAdmin } from "./import-access.server.ts";
import { importIdOf } from "./start-listing-import.server.ts";

export type ListingImportView = Omit<ListingImport, "storedFile" | "createdAt" | "startedAt" | "finishedAt"> & {
  createdAt: string;
  finishedAt: string | null;
};

function view(row: ListingImport): ListingImportView {
  const { storedFile: _file, createdAt, startedAt: _started, finishedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), finishedAt: finishedAt?.toISOString() ?? null };
}

/** One import's preview, progress or result, for a site admin. */
export async function listingImportDetails(
  ctx: Pick<CallerContext, "auth" | "database">,
  input: { importId: unknown },
): Promise<Result<ListingImportView>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const id = importIdOf(input.importId);
  const [row] = id === null ? [] : await ctx.database.db.select().from(listingImports).where(eq(listingImports.id, id));
  if (!row) return failWith(404, messageKey("ownerMessage", "import_not_found"));
  return ok(view(row));
}

/** The latest imports, newest first, for the import page. */
export async function recentListingImports(
  ctx: Pick<CallerContext, "auth" | "database">,
): Promise<Result<ListingImportView[]>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const rows = await ctx.database.db.select().from(listingImports).orderBy(desc(listingImports.id)).limit(10);
  return ok(rows.map(view));
}
