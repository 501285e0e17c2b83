/**
 * Uploaded import files: streamed from the multipart body straight to DATA_DIR/imports (never
 * held in memory), cut off at MAX_IMPORT_BYTES, and removed once the import no longer needs them.
 */
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { MAX_IMPORT_BYTES } from "@domain/listing-import.ts";
import type { Result } from "@domain/result.ts";
import type { Config } from "../config.server.ts";

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
const noFile: ReceivedUpload = { ok: false, error: "no_file" };

/** A display name for the upload: its base name, printable, at most 200 characters. */
function displayName(raw: string | undefined): string {
  const base = (raw ?? "")
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\uD800-\uDFFF]/g, "")
    .trim();
  return (base || "upload.csv").slice(0, 200);
}

/**
 * Reads the multipart body's `file` field into a new file under DATA_DIR/imports. Past
 * MAX_IMPORT_BYTES the rest is drained unread and the file deleted (tooLarge). No file field,
 * or a body that is not multipart: "no_file".
 */
export async function receiveImportUpload(config: Pick<Config, "DATA_DIR">, request: Request): Promise<ReceivedUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!request.body || !type.toLowerCase().startsWith("multipart/form-data")) return noFile;
  const storedFile = `${randomBytes(16).toString("hex")}.csv`;
  const target = importFilePath(config, storedFile);
  await mkdir(path.dirname(target), { recursive: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 10 },
    });
  } catch {
    return noFile;
  }
  let received: Promise<ReceivedUpload> = Promise.resolve(noFile);
  parser.on("file", (field, stream, info) => {
    if (field !== "file") {
      stream.resume();
      return;
    }
    let bytes = 0;
    let tooLarge = false;
    stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
    stream.on("limit", () => (tooLarge = true));
    received = pipeline(stream, createWriteStream(target)).then(async (): Promise<ReceivedUpload> => {
      if (tooLarge) await rm(target, { force: true });
      if (bytes === 0 && !info.filename) {
        await rm(target, { force: true });
        return noFile;
      }
      return { ok: true, value: { fileName: displayName(info.filename), storedFile, bytes, tooLarge } };
    });
    // A client that goes away mid-file rejects this before the request's own pipeline settles;
    // unhandled, that rejection would end the whole process.
    received.catch(() => {});
  });
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream), parser);
    return await received;
  } catch {
    await received.catch(() => {});
    await rm(target, { force: true });
    return noFile;
  }
}
