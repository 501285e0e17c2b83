/**
 * The registry upload on /admin/import: a full monthly file is about 1 GB zipped, so its limit
 * is far above the CSV import's; larger files go through the command line.
 */
import type { NppesFileKind } from "./file-kind.ts";

export const NPPES_UPLOAD_MAX_GIGABYTES = 2;
export const NPPES_UPLOAD_MAX_BYTES = NPPES_UPLOAD_MAX_GIGABYTES * 1024 ** 3;

export const NPPES_FILE_KINDS: readonly NppesFileKind[] = ["full", "weekly", "deactivation"];

export function isNppesFileKind(value: unknown): value is NppesFileKind {
  return typeof value === "string" && (NPPES_FILE_KINDS as readonly string[]).includes(value);
}
