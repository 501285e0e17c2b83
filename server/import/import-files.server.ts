/**
 * Uploaded import files: streamed from the multipart body straight to DATA_DIR/imports (never
 * held in memory), cut off at MAX_IMPORT_BYTES, and removed once the import no longer needs them.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { MAX_IMPORT_BYTES } from "@domain/listing-import.ts";
import type { Result } from "@domain/result.ts";
import type { Config } from "../config.server.ts";
import { receiveFileUpload } from "../http/receive-file-upload.server.ts";

const STORED_NAME = /^[a-f0-9]{32}\.csv$/;

/** Whether a name is one this module gives stored files. */
export const isStoredImportName = (name: string) => STORED_NAME.test(name);

/** Where uploads are stored. */
export const importsDir = (config: Pick<Config, "DATA_DIR">) => path.join(config.DATA_DIR, "imports");

/** The absolute path of a stored import file (names are ours: random hex, never the upload's). */
export function importFilePath(config: Pick<Config, "DATA_DIR">, storedFile: string): string {
  if (!STORED_NAME.test(storedFile)) throw new Error(`Invalid import file name: ${storedFile}`);
  return path.join(importsDir(config), storedFile);
}

export async function removeImportFile(config: Pick<Config, "DATA_DIR">, storedFile: string | null): Promise<void> {
  if (storedFile) await rm(importFilePath(config, storedFile), { force: true });
}

/** The stored upload, or "no_file": no file field, or a body that is not multipart or broke off. */
export type ReceivedUpload = Result<
  { fileName: string; storedFile: string; bytes: number; tooLarge: boolean },
  "no_file"
>;

/**
 * Reads the multipart body's `file` field into a new file under DATA_DIR/imports
 * (receiveFileUpload: past MAX_IMPORT_BYTES the rest is drained unread and the file deleted).
 */
export async function receiveImportUpload(config: Pick<Config, "DATA_DIR">, request: Request): Promise<ReceivedUpload> {
  const storedFile = `${randomBytes(16).toString("hex")}.csv`;
  const received = await receiveFileUpload(request, {
    filePath: importFilePath(config, storedFile),
    maxBytes: MAX_IMPORT_BYTES,
    defaultName: "upload.csv",
  });
  if (!received.ok) return received;
  const { fileName, bytes, tooLarge } = received.value;
  return { ok: true, value: { fileName, storedFile, bytes, tooLarge } };
}
