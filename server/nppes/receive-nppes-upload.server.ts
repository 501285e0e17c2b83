/**
 * A registry file uploaded on /admin/import: the multipart body's `file` streamed straight to
 * DATA_DIR/registry-uploads (a full monthly file is about 1 GB: never held in memory), cut off
 * at NPPES_UPLOAD_MAX_BYTES, with the form's other fields (the kind, the demo-removal box).
 */
import path from "node:path";
import { randomBytes } from "node:crypto";
import { NPPES_UPLOAD_MAX_BYTES } from "@domain/nppes/upload.ts";
import type { Result } from "@domain/result.ts";
import type { Config } from "../config.server.ts";
import { receiveFileUpload } from "../http/receive-file-upload.server.ts";

/** The stored upload and the form's other fields, or "no_file" (see receiveNppesUpload). */
export type ReceivedNppesUpload = Result<
  { fileName: string; filePath: string; bytes: number; tooLarge: boolean; fields: Record<string, string> },
  "no_file"
>;

/** Where uploaded registry files wait for their import (the job removes each when it ends). */
export const registryUploadsDir = (config: Pick<Config, "DATA_DIR">) => path.join(config.DATA_DIR, "registry-uploads");

/** "no_file" without a file field or for a body that is not multipart or broke off; the file is ours to remove. */
export async function receiveNppesUpload(
  config: Pick<Config, "DATA_DIR">,
  request: Request,
): Promise<ReceivedNppesUpload> {
  // Our name, never the upload's: nothing in the request chooses a path.
  const filePath = path.join(registryUploadsDir(config), `${randomBytes(16).toString("hex")}.zip`);
  const received = await receiveFileUpload(request, {
    filePath,
    maxBytes: NPPES_UPLOAD_MAX_BYTES,
    defaultName: "upload.zip",
  });
  return received.ok ? { ok: true, value: { ...received.value, filePath } } : received;
}
