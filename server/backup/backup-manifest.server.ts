/** The backup folder's manifest.json, and the file hashes both backup and restore compute. */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

export interface BackupManifest {
  createdAt: string;
  appVersion: string;
  /** The migration files of the release that wrote it: a restore under a newer release migrates after. */
  migrations: string[];
  /** The server's server_version_num (e.g. 150012). */
  postgresVersion: number;
  /** pg_dump's major version: pg_restore must be at least as new. */
  pgDump: number;
  /** Rows per schema-qualified table at the time of the dump's snapshot. */
  rowCounts: Record<string, number>;
  /** sha256 of every file in the folder, by path relative to it (`database.dump`, `photos/…`). */
  sha256: Record<string, string>;
}

export const MANIFEST_FILE = "manifest.json";
export const DUMP_FILE = "database.dump";
export const PHOTOS_FOLDER = "photos";

export async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `dir`, as paths relative to it; none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}
