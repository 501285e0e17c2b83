/**
 * One file field of a multipart body, streamed straight to a file of ours (never held in memory)
 * and cut off at a size: how the CSV import and the registry import receive their uploads. The
 * form's other (small) fields come with it.
 */
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { Result } from "@domain/result.ts";

/** The stored upload and the form's other fields, or "no_file" (see receiveFileUpload). */
export type ReceivedFile = Result<
  { fileName: string; bytes: number; tooLarge: boolean; fields: Record<string, string> },
  "no_file"
>;
const noFile: ReceivedFile = { ok: false, error: "no_file" };

/** What to do with the upload: where it goes (a name of ours), its limit, its name when it has none. */
export interface UploadTarget {
  filePath: string;
  maxBytes: number;
  defaultName: string;
}

/** The upload's base name, printable, at most 200 characters (shown to admins, never a path). */
function displayName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? "")
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f\uD800-\uDFFF]/g, "")
    .trim();
  return (base || fallback).slice(0, 200);
}

/**
 * Writes the body's `file` field to `target.filePath`. Past `maxBytes` the rest is drained unread
 * and the file removed (tooLarge). "no_file" without a file field, or for a body that is not
 * multipart or broke off; a stored file is the caller's to remove.
 */
export async function receiveFileUpload(request: Request, target: UploadTarget): Promise<ReceivedFile> {
  const type = request.headers.get("content-type") ?? "";
  if (!request.body || !type.toLowerCase().startsWith("multipart/form-data")) return noFile;
  const { filePath } = target;
  await mkdir(path.dirname(filePath), { recursive: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      limits: { files: 1, fileSize: target.maxBytes, fields: 10, fieldSize: 1024 },
    });
  } catch {
    return noFile;
  }
  const fields: Record<string, string> = {};
  parser.on("field", (name, value) => (fields[name] = value));
  let received: Promise<ReceivedFile> = Promise.resolve(noFile);
  parser.on("file", (field, stream, info) => {
    if (field !== "file") {
      stream.resume();
      return;
    }
    let bytes = 0;
    let tooLarge = false;
    stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
    stream.on("limit", () => (tooLarge = true));
    received = pipeline(stream, createWriteStream(filePath)).then(async (): Promise<ReceivedFile> => {
      if (tooLarge) await rm(filePath, { force: true });
      if (bytes === 0 && !info.filename) {
        await rm(filePath, { force: true });
        return noFile;
      }
      const fileName = displayName(info.filename, target.defaultName);
      return { ok: true, value: { fileName, bytes, tooLarge, fields } };
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
