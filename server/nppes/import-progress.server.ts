/**
 * A registry import's row in nppes_imports: where it is (phase, rows or cursor) and its counts,
 * written in the same transaction as each batch, so a rerun after a crash resumes exactly there.
 */
import type postgres from "postgres";
import type { Database } from "@db/client.server.ts";
import type { NppesImportCounts } from "@db/schema/index.ts";

export type ImportPhase = "providers" | "other_names" | "locations" | "listings" | "done";
type ImportKind = "full" | "weekly" | "deactivation";

export interface ImportState {
  id: number;
  kind: ImportKind;
  status: string;
  phase: ImportPhase;
  phaseRows: number;
  phaseCursor: string | null;
  fileName: string;
  filePath: string | null;
  fileDate: string | null;
  userId: number | null;
  counts: NppesImportCounts;
}


export async function loadImportState(database: Pick<Database, "sql">, importId: number): Promise<ImportState | null> {
  const [row] = await database.sql<ImportState[]>`
    select id, kind, status, phase, phase_rows::float8 as "phaseRows", phase_cursor as "phaseCursor",
      file_name as "fileName", file_path as "filePath", file_date::text as "fileDate", user_id as "userId", counts
    from nppes_imports where id = ${importId}`;
  return row ?? null;
}

/** Records progress; call inside the batch's transaction. */
export async function saveProgress(
  sql: postgres.Sql | postgres.TransactionSql,
  importId: number,
  progress: { phase: ImportPhase; phaseRows: number; phaseCursor: string | null; counts: NppesImportCounts },
): Promise<void> {
  await sql`
    update nppes_imports set phase = ${progress.phase}, phase_rows = ${progress.phaseRows},
      phase_cursor = ${progress.phaseCursor}, counts = ${JSON.stringify(progress.counts)}::jsonb
    where id = ${importId}`;
}

export function addSkipped(counts: NppesImportCounts, reason: string, n = 1): void {
  if (n > 0) counts.skipped[reason] = (counts.skipped[reason] ?? 0) + n;
}
