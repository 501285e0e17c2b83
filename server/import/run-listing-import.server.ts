/**
 * The import itself, for the background job and the command line alike: the file's checked
 * batches written one transaction each, the progress kept in listing_imports, the audit entry
 * at the end. Safe to run again after a crash: committed batches are skipped.
 */
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import type { Logger } from "../logger.server.ts";
import { audit } from "../auth/audit.server.ts";
import { ImportFileError } from "./csv-file.server.ts";
import { IMPORT_FAILURES } from "./import-failure.server.ts";
import { importBatches } from "./import-rows.server.ts";
import { writeImportBatch } from "./write-import-batch.server.ts";

export interface ImportProgress {
  processedRows: number;
  insertedRows: number;
  duplicateRows: number;
  rejectedRows: number;
}

export type ImportOutcome = ImportProgress & { status: "done" | "failed" | "skipped" };

interface ImportRecord {
  status: string;
  userId: number | null;
  processedRows: number;
  fileName: string;
}

async function counts(database: Database, importId: number): Promise<ImportProgress> {
  const [row] = await database.sql<ImportProgress[]>`
    select processed_rows as "processedRows", inserted_rows as "insertedRows",
      duplicate_rows as "duplicateRows", rejected_rows as "rejectedRows"
    from listing_imports where id = ${importId}`;
  return row!;
}

/** Runs a queued (or interrupted) import of the file at `filePath`. */
export async function runListingImport(
  services: { database: Database; logger: Pick<Logger, "info" | "warn"> },
  input: { importId: number; filePath: string; onProgress?: (progress: ImportProgress) => void },
): Promise<ImportOutcome> {
  const { database, logger } = services;
  const { importId } = input;
  const [record] = await database.sql<ImportRecord[]>`
    update listing_imports set status = 'running', started_at = coalesce(started_at, now())
    where id = ${importId} and status in ('queued', 'running')
    returning status, user_id as "userId", processed_rows as "processedRows", file_name as "fileName"`;
  if (!record) return { status: "skipped", ...(await counts(database, importId)) };

  const t0 = Date.now();
  try {
    for await (const batch of importBatches(database, input.filePath)) {
      // Written by an earlier run that was cut short.
      if (batch.dataRows <= record.processedRows) continue;
      await writeImportBatch(database, importId, batch);
      input.onProgress?.(await counts(database, importId));
    }
  } catch (error) {
    // Anything else (the database away for a moment) is thrown: the job tries again from the
    // last committed batch, and its last try marks the import failed (listing-import-job).
    if (!(error instanceof ImportFileError)) throw error;
    // The preview read the same file, so only a file changed or lost since ends here.
    await finish(database, importId, record, "failed", IMPORT_FAILURES.fileUnreadable);
    logger.warn({ importId, problem: error.problem.key }, "listing import failed");
    return { status: "failed", ...(await counts(database, importId)) };
  }
  await finish(database, importId, record, "done", null);
  const result = await counts(database, importId);
  logger.info({ importId, ms: Date.now() - t0, ...result }, "listing import done");
  return { status: "done", ...result };
}

async function finish(
  database: Database,
  importId: number,
  record: ImportRecord,
  status: "done" | "failed",
  failure: string | null,
): Promise<void> {
  await inTransaction(database, async (tx) => {
    const [row] = await tx.sql<ImportProgress[]>`
      update listing_imports set status = ${status}, failure = ${failure}, finished_at = now()
      where id = ${importId}
      returning processed_rows as "processedRows", inserted_rows as "insertedRows",
        duplicate_rows as "duplicateRows", rejected_rows as "rejectedRows"`;
    await audit(tx, {
      userId: record.userId,
      action: "listing_import_finished",
      ip: null,
      details: { importId, fileName: record.fileName, status, ...row },
    });
  });
}
