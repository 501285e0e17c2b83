/**
 * The preview of an import file: every row checked as the import will check it, nothing
 * written. Either the file as a whole is refused (its problem), or it is counted: rows that
 * will be added, duplicates that will be skipped, and rows with problems (the first few kept).
 */
import type { Database } from "@db/client.server.ts";
import type { ImportFileProblem, ImportRowProblem } from "@db/schema/index.ts";
import type { Result } from "@domain/result.ts";
import { ImportFileError } from "./csv-file.server.ts";
import { importBatches } from "./import-rows.server.ts";
import { existingDuplicates } from "./write-import-batch.server.ts";

/** Problems kept for the preview page; the import's report keeps every rejected row. */
const PREVIEW_PROBLEMS_KEPT = 200;

export interface ImportFileCounts {
  totalRows: number;
  /** Rows the import would add now. */
  validRows: number;
  duplicates: number;
  rowProblems: ImportRowProblem[];
  rowProblemCount: number;
}

/** The file's counts, or the problem that refuses it whole. */
export type ImportFileCheck = Result<ImportFileCounts, ImportFileProblem>;

export async function checkImportFile(database: Database, filePath: string): Promise<ImportFileCheck> {
  let totalRows = 0;
  let validRows = 0;
  let duplicates = 0;
  let rowProblemCount = 0;
  const rowProblems: ImportRowProblem[] = [];
  const keep = (problems: ImportRowProblem[]) => {
    for (const p of problems) if (rowProblems.length < PREVIEW_PROBLEMS_KEPT) rowProblems.push(p);
  };
  try {
    for await (const batch of importBatches(database, filePath)) {
      totalRows = batch.dataRows;
      const existing = await existingDuplicates(database.sql, batch.rows);
      validRows += batch.rows.length - existing.size;
      duplicates += existing.size;
      const sorted = [...batch.rejects].sort((a, b) => a.row - b.row);
      for (const reject of sorted) {
        if (reject.problems.some((p) => p.key === "adminImport.problem.duplicate_in_file")) duplicates++;
        else rowProblemCount++;
        keep(reject.problems);
      }
      keep(
        batch.rows
          .filter((r) => existing.has(r.row))
          .map((r) => ({ row: r.row, column: null, key: "adminImport.problem.duplicate_existing" })),
      );
    }
  } catch (error) {
    if (error instanceof ImportFileError) return { ok: false, error: error.problem };
    throw error;
  }
  rowProblems.sort((a, b) => a.row - b.row);
  return { ok: true, value: { totalRows, validRows, duplicates, rowProblems, rowProblemCount } };
}
