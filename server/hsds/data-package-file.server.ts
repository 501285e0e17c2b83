/**
 * The built HSDS data package on disk, DATA_DIR/open-data: zip files named by their build, and
 * `current.json`, which names the last complete one. A build writes its zip under a temporary
 * name and renames it when whole, then replaces current.json the same way, so a reader finds
 * either the previous package or the new one, never part of a file.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile, type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.server.ts";

/** What current.json holds about the package it names. */
export interface DataPackageManifest {
  file: string;
  /** Quoted strong validator: the zip's sha-256 (first 32 hex digits). */
  etag: string;
  /** ISO 8601, when the build started (the data is as of then). */
  builtAt: string;
  /** page_cache_generation when the build started: unchanged means nothing public changed. */
  generation: number;
  origin: string;
  listings: number;
  bytes: number;
}

const MANIFEST = "current.json";
const PACKAGE_NAME = /^hsds-[0-9]+-[0-9a-f]{8}\.zip$/;
/** A temporary file this old is a build that died, not one in progress. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

export const dataPackageDir = (config: Pick<Config, "DATA_DIR">) => path.join(config.DATA_DIR, "open-data");

/** The manifest of the last complete package whose file is present, or null. */
export async function currentDataPackage(
  config: Pick<Config, "DATA_DIR">,
): Promise<(DataPackageManifest & { path: string }) | null> {
  const dir = dataPackageDir(config);
  let manifest: DataPackageManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), "utf8")) as DataPackageManifest;
  } catch {
    return null; // none yet (or unreadable: the next build replaces it)
  }
  if (!PACKAGE_NAME.test(manifest.file)) return null;
  const file = path.join(dir, manifest.file);
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? { ...manifest, path: file } : null;
}

/**
 * The current package, opened: the open file stays readable to the end even if a newer build
 * replaces it meanwhile. A package removed between reading the manifest and opening it (a
 * build just finished) is looked up once more. Null when there is none.
 */
export async function openCurrentDataPackage(
  config: Pick<Config, "DATA_DIR">,
): Promise<{ manifest: DataPackageManifest; file: FileHandle; size: number } | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const current = await currentDataPackage(config);
    if (!current) return null;
    const file = await open(current.path, "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!file) continue;
    const { path: _path, ...manifest } = current;
    return { manifest, file, size: (await file.stat()).size };
  }
  return null;
}

/**
 * Writes a new package from `chunks` and makes it the current one once it is complete. On an
 * error the temporary file is removed and the previous package stays current.
 */
export async function publishDataPackage(
  config: Pick<Config, "DATA_DIR">,
  chunks: AsyncIterable<Uint8Array>,
  about: Omit<DataPackageManifest, "file" | "etag" | "bytes">,
): Promise<DataPackageManifest> {
  const dir = dataPackageDir(config);
  await mkdir(dir, { recursive: true });
  const name = `hsds-${Date.parse(about.builtAt)}-${randomBytes(4).toString("hex")}.zip`;
  const temporary = path.join(dir, `${name}.tmp`);
  const hash = createHash("sha256");
  let bytes = 0;
  const handle = await open(temporary, "w");
  try {
    for await (const chunk of chunks) {
      hash.update(chunk);
      bytes += chunk.length;
      await handle.write(chunk);
    }
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => {});
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, path.join(dir, name));
  const manifest: DataPackageManifest = { ...about, file: name, etag: `"${hash.digest("hex").slice(0, 32)}"`, bytes };
  const manifestTemporary = path.join(dir, `${MANIFEST}.${randomBytes(4).toString("hex")}.tmp`);
  await writeFile(manifestTemporary, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(manifestTemporary, path.join(dir, MANIFEST));
  await removeOldFiles(dir, name);
  return manifest;
}

/**
 * Earlier packages go as soon as a new one is current (a download in progress keeps reading
 * its open file); temporary files only when stale, as another build may be writing one.
 */
async function removeOldFiles(dir: string, keep: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name === keep || name === MANIFEST) continue;
    const file = path.join(dir, name);
    if (PACKAGE_NAME.test(name)) await rm(file, { force: true });
    else if (name.endsWith(".tmp")) {
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > STALE_TEMPORARY_MS) await rm(file, { force: true });
    }
  }
}
