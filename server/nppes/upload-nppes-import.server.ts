import { rm } from "node:fs/promises";
import { nppesFileKind } from "@domain/nppes/file-kind.ts";
import { isNppesFileKind, NPPES_UPLOAD_MAX_GIGABYTES } from "@domain/nppes/upload.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { importingAdmin } from "../import/import-access.server.ts";
import type { CallerContext } from "../use-case.ts";
import { receiveNppesUpload } from "./receive-nppes-upload.server.ts";
import { startAfterRegistryReady } from "./registry-ready.server.ts";
import { recordNppesImport } from "./start-nppes-import.server.ts";
import { findNppesEntry, listZipEntries } from "./zip.server.ts";

/**
 * A site admin uploads a registry zip on /admin/import (multipart: `file`, optional `kind`
 * overriding the one its name says, `replaceDemo`): stored under DATA_DIR, checked to be a
 * registry file, then queued as an `nppes_import` job. A database holding the demo data refuses
 * it unless `replaceDemo` is ticked, and then removes the demo data first (as --replace-demo).
 * A refused upload's file is removed at once; nothing else has changed.
 */
export async function uploadNppesImport(
  ctx: CallerContext,
  input: { request: Request },
): Promise<Result<{ id: number }>> {
  const admin = await importingAdmin(ctx);
  if (!admin.ok) return admin;
  const received = await receiveNppesUpload(ctx.config, input.request);
  if (!received.ok) return failWith(400, messageKey("adminRegistry.error", "file_missing"));
  const upload = received.value;
  const refuse = async (result: Result<never>) => {
    await rm(upload.filePath, { force: true });
    return result;
  };
  if (upload.tooLarge) {
    return refuse({
      ok: false,
      error: {
        code: "too_large",
        status: 400,
        messageKey: messageKey("adminRegistry.error", "too_large"),
        params: { gigabytes: NPPES_UPLOAD_MAX_GIGABYTES },
      },
    });
  }
  const requested = upload.fields.kind;
  const kind = isNppesFileKind(requested) ? requested : nppesFileKind(upload.fileName);
  const entries = await listZipEntries(upload.filePath).catch(() => null);
  // The job would only fail later: say now that this is not what CMS publishes.
  const readable =
    entries !== null &&
    (kind === "deactivation"
      ? // The report's zip, or the .xlsx itself (a zip too).
        entries.some((e) => /\.xlsx$/i.test(e.fileName) || e.fileName.toLowerCase() === "xl/workbook.xml")
      : findNppesEntry(entries, "npidata") !== undefined);
  if (!readable) return refuse(failWith(400, messageKey("adminRegistry.error", "not_registry_file")));

  // Removing the demo set and recording the import are one transaction.
  // Nothing recorded (the database failed): the stored file goes too.
  const ready = await startAfterRegistryReady(
    ctx.database,
    { replaceDemo: upload.fields.replaceDemo === "yes" },
    (tx) =>
      recordNppesImport(tx, {
        filePath: upload.filePath,
        fileName: upload.fileName,
        byteSize: upload.bytes,
        kind,
        origin: "upload",
        userId: admin.value.id,
        ownsFile: true,
        entryNames: entries!.map((e) => e.fileName),
        queue: true,
      }),
  ).catch(async (err: unknown) => {
    await rm(upload.filePath, { force: true });
    throw err;
  });
  if (!ready.ok) return refuse(failWith(409, messageKey("adminRegistry.error", "demo_data_present")));
  if (ready.value.removed)
    ctx.logger.info({ removed: ready.value.removed, userId: admin.value.id }, "demo data removed for the registry");
  return ok({ id: ready.value.started });
}
