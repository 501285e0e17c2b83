/**
 * A registry file uploaded on /admin/import: the multipart body's `file` streamed straight to
 * DATA_DIR/registry-uploads (a full monthly file is about 1 GB: never held in memory), cut off
 * at NPPES_UPLOAD_MAX_BYTES, with the form's other fields (the kind, the demo-removal box).
 */
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { NPPES_UPLOAD_MAX_BYTES } from "@domain/nppes/upload.ts";
import type { Result } from "@domain/result.ts";
import type { Config } from "../config.server.ts";

/** The stored upload and the form's other fields, or "no_file" (see receiveNppesUpload). */
export type ReceivedNppesUpload = Result<
  { fileName: string; filePath: string; bytes: number; tooLarge: boolean; fields: Record<string, string> },
  "no_file"
>;
const noFile: ReceivedNppesUpload = { ok: false, error: "no_file" };

/** Where uploaded registry files wait for their import (the job removes each when it ends). */
export const registryUploadsDir = (config: Pick<Config, "DATA_DIR">) => path.join(config.DATA_DIR, "registry-uploads");

/** The upload's base name, printable, at most 200 characters (shown to admins, never a path). */
function displayName(raw: string | undefined): string {
  const base = (raw ?? "")
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\uD800-\uDFFF]/g, "")
    .trim();
  return (base || "upload.zip").slice(0, 200);
}

/** "no_file" without a file field or for a body that is not multipart or broke off; the file is ours to remove. */
export async function receiveNppesUpload(
  config: Pick<Config, "DATA_DIR">,
  request: Request,
): Promise<ReceivedNppesUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!request.body || !type.toLowerCase().startsWith("multipart/form-data")) return noFile;
  // Our name, never the upload's: nothing in the request chooses a path.
  const filePath = path.join(registryUploadsDir(config), `${randomBytes(16).toString("hex")}.zip`);
  await mkdir(path.dirname(filePath), { recursive: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      limits: { files: 1, fileSize: NPPES_UPLOAD_MAX_BYTES, fields: 10, fieldSize: 1024 },
    });
  } catch {
    return noFile;
  }
  const fields: Record<string, string> = {};
  parser.on("field", (name, value) => (fields[name] = value));
  let received: Promise<ReceivedNppesUpload> = Promise.resolve(noFile);
  parser.on("file", (field, stream, info) => {
    if (field !== "file") {
      stream.resume();
      return;
    }
    let bytes = 0;
    let tooLarge = false;
    stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
    stream.on("limit", () => (tooLarge = true));
    received = pipeline(stream, createWriteStream(filePath)).then(async (): Promise<ReceivedNppesUpload> => {
      if (tooLarge) await rm(filePath, { force: true });
      if (bytes === 0 && !info.filename) {
        await rm(filePath, { force: true });
        return noFile;
      }
      return { ok: true, value: { fileName: displayName(info.filename), filePath, bytes, tooLarge, fields } };
    });
    // A client that goes away mid-file (or a full disk) rejects this before the request's own
    // pipeline settles; unhandled, that rejection would end the whole process.
    received.catch(() => {});
  });
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream), parser);
    return await received;
  } catch {
    await received.catch(() => {});
    await rm(filePath, { force: true });
    return noFile;
  }
}
