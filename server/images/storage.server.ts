/**
 * Where uploaded image bytes live, behind the one small interface every image use case takes,
 * so an S3-compatible store can be added beside the filesystem one without touching them.
 */
import { mkdir, readFile, rm, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { Config } from "../config.server.ts";

export interface ImageStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes every key under `prefix/` (an image's folder: its variants, whatever sizes and
   * formats were made when it was stored); nothing stored there is not an error.
   */
  deleteFolder(prefix: string): Promise<void>;
}

/** Keys are relative, slash-separated, of safe characters only: never a way out of the root. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

function resolveKey(root: string, key: string): string {
  if (!KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return path.join(root, ...key.split("/"));
}

/** Files under one directory; a write lands whole (temporary file, then rename). */
export function filesystemStorage(root: string): ImageStorage {
  return {
    async put(key, bytes) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(resolveKey(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolveKey(root, key), { force: true });
    },
    async deleteFolder(prefix) {
      await rm(resolveKey(root, prefix), { recursive: true, force: true });
    },
  };
}

const stores = new Map<string, ImageStorage>();

/** The app's image store: DATA_DIR/uploads (one instance per directory). */
export function imageStorage(config: Pick<Config, "DATA_DIR">): ImageStorage {
  const root = path.join(config.DATA_DIR, "uploads");
  let store = stores.get(root);
  if (!store) stores.set(root, (store = filesystemStorage(root)));
  return store;
}
