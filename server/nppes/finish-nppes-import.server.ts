/**
 * The end of a registry import that could not finish (a file refused, or the last try of its job
 * failed), and the removal of a file the app stored for it.
 */
import { rm } from "node:fs/promises";
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { audit } from "../auth/audit.server.ts";

/**
 * Marks the import failed with its reason's code (registry-failure.server.ts: the page says it in
 * the admin's language); the technical detail goes to the audit entry.
 */
export async function markNppesImportFailed(
  database: Database,
  input: { importId: number; failure: string; detail?: string },
): Promise<void> {
  await inTransaction(database, async (tx) => {
    const [row] = await tx.sql<{ userId: number | null; fileName: string }[]>`
      update nppes_imports set status = 'failed', failure = ${input.failure.slice(0, 1000)}, finished_at = now()
      where id = ${input.importId} and status in ('queued', 'running')
      returning user_id as "userId", file_name as "fileName"`;
    if (!row) return;
    await audit(tx, {
      userId: row.userId,
      action: "nppes_import_finished",
      ip: null,
      details: {
        importId: input.importId,
        fileName: row.fileName,
        status: "failed",
        failure: input.failure.slice(0, 500),
        detail: input.detail?.slice(0, 500) ?? null,
      },
    });
  });
}

/** Removes the zip the app stored for a finished import (never one the operator named on the command line). */
export async function removeOwnedFile(database: Database, importId: number): Promise<void> {
  const [row] = await database.sql<{ filePath: string | null }[]>`
    select file_path as "filePath" from nppes_imports
    where id = ${importId} and owns_file and status in ('done', 'failed')`;
  if (!row?.filePath) return;
  await rm(row.filePath, { force: true });
  await database.sql`update nppes_imports set file_path = null where id = ${importId}`;
}
