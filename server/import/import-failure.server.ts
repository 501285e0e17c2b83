/**
 * Why an import stopped, and marking it so. `listing_imports.failure` holds one of the keys
 * below (a catalog key, so the import page says it in the admin's language); the technical
 * error goes to the log and the audit entry. Rows written before the stop stay.
 */
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { translate, type MessageKey } from "@domain/i18n/catalog.ts";
import type { Locale } from "@domain/i18n/locale.ts";
import type { Config } from "../config.server.ts";
import { audit } from "../auth/audit.server.ts";
import { removeImportFile } from "./import-files.server.ts";

export const IMPORT_FAILURES = {
  /** The file changed, vanished or became unreadable after the preview checked it. */
  fileUnreadable: "adminImport.failure.file_unreadable",
  /** Every try of the background job failed (the database kept refusing a batch, say). */
  gaveUp: "adminImport.failure.gave_up",
  /** The job is gone while the import was unfinished (the server stopped on its last try). */
  lost: "adminImport.failure.lost",
  /** A command-line import whose command ended (killed, crashed) before the import did. */
  commandLineStopped: "adminImport.failure.command_line_stopped",
} as const satisfies Record<string, MessageKey>;

export type ImportFailure = (typeof IMPORT_FAILURES)[keyof typeof IMPORT_FAILURES];

const KNOWN = new Set<string>(Object.values(IMPORT_FAILURES));

/** The reason in words; a reason stored before these keys existed reads as the generic one. */
export function describeImportFailure(locale: Locale, failure: string | null): string {
  return translate(locale, failure && KNOWN.has(failure) ? (failure as ImportFailure) : "adminImport.failure.other");
}

/**
 * Marks a queued or running import failed, with an audit entry, and deletes its file (it will
 * not run again). False when the import had already ended (nothing is changed then).
 */
export async function markImportFailed(
  services: { config: Pick<Config, "DATA_DIR">; database: Database },
  input: { importId: number; failure: ImportFailure; detail?: string },
): Promise<boolean> {
  const storedFile = await inTransaction(services.database, async (tx) => {
    const [row] = await tx.sql<
      {
        userId: number | null;
        fileName: string;
        storedFile: string | null;
        insertedRows: number;
        processedRows: number;
      }[]
    >`
      update listing_imports set status = 'failed', failure = ${input.failure}, finished_at = now()
      where id = ${input.importId} and status in ('queued', 'running')
      returning user_id as "userId", file_name as "fileName", stored_file as "storedFile",
        inserted_rows as "insertedRows", processed_rows as "processedRows"`;
    if (!row) return undefined;
    await tx.sql`update listing_imports set stored_file = null where id = ${input.importId}`;
    await audit(tx, {
      userId: row.userId,
      action: "listing_import_finished",
      ip: null,
      details: {
        importId: input.importId,
        fileName: row.fileName,
        status: "failed",
        failure: input.failure,
        detail: input.detail?.slice(0, 500) ?? null,
        processedRows: row.processedRows,
        insertedRows: row.insertedRows,
      },
    });
    return row.storedFile;
  });
  if (storedFile === undefined) return false;
  await removeImportFile(services.config, storedFile);
  return true;
}
