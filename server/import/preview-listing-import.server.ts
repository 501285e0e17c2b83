import { listingImports } from "@db/schema/index.ts";
import { MAX_IMPORT_MEGABYTES } from "@domain/listing-import.ts";
import { invalidInput, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { checkImportFile, type ImportFileCheck } from "./check-import-file.server.ts";
import { importingAdmin } from "./import-access.server.ts";
import { importFilePath, receiveImportUpload, removeImportFile } from "./import-files.server.ts";

/**
 * A site admin uploads a listing CSV (multipart, field `file`): it is streamed to disk, every
 * row is checked, and the preview is stored. Nothing is written to the listings; a file that
 * is refused as a whole is deleted at once (its import can never start).
 */
export async function previewListingImport(
  ctx: CallerContext,
  input: { request: Request },
): Promise<Result<{ id: number }>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const received = await receiveImportUpload(ctx.config, input.request);
  if (!received.ok)
    return invalidInput({ file: messageKey("ownerMessage", "import_file_missing") }, { prefix: "ownerMessage" });
  const upload = received.value;

  const check: ImportFileCheck = upload.tooLarge
    ? { ok: false, error: { key: "adminImport.problem.too_large", params: { megabytes: MAX_IMPORT_MEGABYTES } } }
    : await checkImportFile(ctx.database, importFilePath(ctx.config, upload.storedFile));
  if (!check.ok) await removeImportFile(ctx.config, upload.storedFile);

  const [row] = await ctx.database.db
    .insert(listingImports)
    .values({
      userId: admin.value.id,
      fileName: upload.fileName,
      storedFile: check.ok ? upload.storedFile : null,
      byteSize: upload.bytes,
      status: check.ok ? "ready" : "invalid",
      ...(check.ok
        ? {
            totalRows: check.value.totalRows,
            validRows: check.value.validRows,
            rowProblems: check.value.rowProblems,
            rowProblemCount: check.value.rowProblemCount,
            previewDuplicates: check.value.duplicates,
          }
        : { fileProblem: check.error }),
    })
    .returning({ id: listingImports.id });
  return ok({ id: row!.id });
}
