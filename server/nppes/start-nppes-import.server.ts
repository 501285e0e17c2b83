/**
 * Starts a registry import: its row in nppes_imports, the audit entry and (unless the command
 * line runs it itself) the queued job, in one transaction.
 */
import path from "node:path";
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { nppesFileDate, type NppesFileKind } from "@domain/nppes/file-kind.ts";
import { audit } from "../auth/audit.server.ts";
import { enqueueJob } from "../jobs/enqueue.server.ts";

/** Registry imports run one at a time, in order, whichever process takes them. */
export const NPPES_IMPORT_QUEUE = "nppes_import";

export interface StartNppesImport {
  filePath: string;
  /** The name shown to admins (an upload's own name). */
  fileName: string;
  byteSize: number;
  kind: NppesFileKind;
  origin: "command_line" | "upload" | "scheduled";
  userId: number | null;
  /** The app stored the file (an upload or a download): removed when the import ends. */
  ownsFile: boolean;
  /** Names inside the zip, for the data's date. */
  entryNames: readonly string[];
  /** Queue the job (the command line runs the import itself and does not). */
  queue: boolean;
}

export async function startNppesImport(database: Database, input: StartNppesImport): Promise<number> {
  return inTransaction(database, (tx) => recordNppesImport(tx, input));
}

/** startNppesImport inside a transaction the caller holds (`tx` from inTransaction). */
export async function recordNppesImport(tx: Database, input: StartNppesImport): Promise<number> {
  const [row] = await tx.sql<{ id: number }[]>`
      insert into nppes_imports (user_id, file_name, file_path, owns_file, byte_size, kind, origin, file_date)
      values (${input.userId}, ${input.fileName.slice(0, 200)}, ${input.filePath}, ${input.ownsFile},
        ${input.byteSize}, ${input.kind}, ${input.origin}, ${nppesFileDate([input.fileName, ...input.entryNames])})
      returning id`;
  const importId = row!.id;
  await audit(tx, {
    userId: input.userId,
    action: "nppes_import_started",
    ip: null,
    details: { importId, fileName: path.basename(input.fileName), kind: input.kind, from: input.origin },
  });
  if (input.queue)
    await enqueueJob(tx, "nppes_import", { importId }, { queueName: NPPES_IMPORT_QUEUE, maxAttempts: 10 });
  return importId;
}

/** An unfinished command-line import of the same file (same path and size): rerunning the command resumes it. */
export async function unfinishedImportOf(
  database: Pick<Database, "sql">,
  filePath: string,
  byteSize: number,
): Promise<number | null> {
  const [row] = await database.sql<{ id: number }[]>`
    select id from nppes_imports
    where file_path = ${filePath} and byte_size = ${byteSize} and status in ('queued', 'running')
      and origin = 'command_line'
    order by id desc limit 1`;
  return row?.id ?? null;
}
