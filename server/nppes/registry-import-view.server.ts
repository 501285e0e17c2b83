/**
 * Registry imports as /admin/import shows them (site admins only, as the CSV import): one
 * import's progress or result, and the recent ones.
 */
import type { NppesImportCounts } from "@db/schema/index.ts";
import type { NppesFileKind } from "@domain/nppes/file-kind.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { importingAdmin } from "../import/import-access.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import type { ImportPhase } from "./import-progress.server.ts";

export interface RegistryImportView {
  id: number;
  fileName: string;
  kind: NppesFileKind;
  origin: "command_line" | "upload" | "scheduled";
  status: "queued" | "running" | "done" | "failed";
  phase: ImportPhase;
  counts: NppesImportCounts;
  layoutVersion: number | null;
  fileDate: string | null;
  failure: string | null;
  createdAt: string;
  finishedAt: string | null;
}

// Raw queries get timestamps as PostgreSQL text (db/client.server.ts): formatted as ISO here.
const SELECT = `id, file_name as "fileName", kind, origin, status, phase, counts, layout_version as "layoutVersion",
  file_date::text as "fileDate", failure, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "finishedAt"`;

export async function registryImportDetails(
  ctx: UseCaseContext<"database" | "auth">,
  { importId }: { importId: unknown },
): Promise<Result<RegistryImportView>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const id = Number(importId);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    return failWith(404, messageKey("ownerMessage", "import_not_found"));
  const [row] = await ctx.database.sql.unsafe<RegistryImportView[]>(
    `select ${SELECT} from nppes_imports where id = $1`,
    [id],
  );
  return row ? ok(row) : failWith(404, messageKey("ownerMessage", "import_not_found"));
}

/** The last ten, newest first. */
export async function recentRegistryImports(
  ctx: UseCaseContext<"database" | "auth">,
): Promise<Result<RegistryImportView[]>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const rows = await ctx.database.sql.unsafe<RegistryImportView[]>(
    `select ${SELECT} from nppes_imports order by id desc limit 10`,
  );
  return ok(rows);
}
