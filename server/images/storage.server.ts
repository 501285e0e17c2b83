/**
 * Where uploaded image bytes live (ADR 0021), behind the one interface every image use case, the
 * image route and `npm run storage:move` take. Three stores, chosen by STORAGE / STORAGE_URL:
 * a local folder (DATA_DIR/uploads, the single-machine default), PostgreSQL (the stored_files
 * table, so every machine on the database serves every photo), or an S3-compatible bucket.
 */
import { mkdir, readFile, readdir, rm, stat, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import { writable, type Database } from "@db/client.server.ts";
import type { Config } from "../config.server.ts";

export interface ImageStorage {
  /** Stores the bytes under the key (replacing what was there); a write lands whole. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes every key under `prefix/` (an image's folder: its variants, whatever sizes and
   * formats were made when it was stored); nothing stored there is not an error.
   */
  deleteFolder(prefix: string): Promise<void>;
  /** Every stored key, sorted (for moving a site's photos between stores). */
  list(): Promise<string[]>;
}

/** Keys are relative, slash-separated, of safe characters only: never a way out of the root. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};
/** The content type a key's extension names (what S3 and PostgreSQL keep beside the bytes). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1).toLowerCase()] ?? "application/octet-stream";

/** Files under one directory; a write lands whole (temporary file, then rename). */
export function filesystemStorage(root: string): ImageStorage {
  const file = (key: string) => path.join(root, ...checkKey(key).split("/"));
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(key) {
      return stat(file(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async deleteFolder(prefix) {
      await rm(file(prefix), { recursive: true, force: true });
    },
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      });
      return entries
        .filter((e) => e.isFile() && !e.name.endsWith(".tmp"))
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
        .filter((key) => KEY.test(key))
        .sort();
    },
  };
}

/**
 * Rows of stored_files. Everything goes to the primary (writable): a photo just uploaded through
 * one machine is answered by every other at once, never a 404 from a lagging replica.
 */
export function postgresStorage(database: Database): ImageStorage {
  const sql = () => writable(database).sql;
  // key is COLLATE "C" (migration 0031): a prefix LIKE walks the primary key's index.
  const under = (prefix: string) => `${checkKey(prefix)}/%`;
  return {
    async put(key, bytes) {
      await sql()`
        insert into stored_files (key, bytes, content_type)
        values (${checkKey(key)}, ${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)}, ${contentTypeOf(key)})
        on conflict (key) do update set bytes = excluded.bytes, content_type = excluded.content_type`;
    },
    async get(key) {
      const [row] = await sql()<{ bytes: Buffer }[]>`select bytes from stored_files where key = ${checkKey(key)}`;
      return row ? row.bytes : null;
    },
    async exists(key) {
      const rows = await sql()`select 1 from stored_files where key = ${checkKey(key)}`;
      return rows.length > 0;
    },
    async delete(key) {
      await sql()`delete from stored_files where key = ${checkKey(key)}`;
    },
    async deleteFolder(prefix) {
      await sql()`delete from stored_files where key like ${under(prefix)}`;
    },
    async list() {
      const rows = await sql()<{ key: string }[]>`select key from stored_files order by key`;
      return rows.map((r) => r.key);
    },
  };
}

export interface S3Location {
  bucket: string;
  /** Folder inside the bucket the keys go under ("" for the bucket's top). */
  prefix: string;
  client: S3ClientConfig;
}

/**
 * STORAGE_URL=s3://bucket[/folder]?region=…&endpoint=http://host:port&forcePathStyle=true
 * (endpoint and forcePathStyle for an S3-compatible server such as MinIO); credentials from
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, else the SDK's usual chain (instance role, profile).
 */
export function s3Location(
  url: string,
  credentials: { accessKeyId?: string | undefined; secretAccessKey?: string | undefined } = {},
): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== "s3:" || !parsed.hostname) throw new Error("STORAGE_URL must look like s3://bucket");
  const endpoint = parsed.searchParams.get("endpoint") ?? undefined;
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, "");
  return {
    bucket: parsed.hostname,
    prefix: prefix ? `${prefix}/` : "",
    client: {
      region: parsed.searchParams.get("region") ?? "us-east-1",
      ...(endpoint ? { endpoint } : {}),
      forcePathStyle: parsed.searchParams.get("forcePathStyle") === "true",
      ...(credentials.accessKeyId && credentials.secretAccessKey
        ? { credentials: { accessKeyId: credentials.accessKeyId, secretAccessKey: credentials.secretAccessKey } }
        : {}),
    },
  };
}

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** Objects in one bucket (under an optional folder), through the official AWS SDK v3. */
export function s3Storage({ bucket, prefix, client: clientConfig }: S3Location): ImageStorage {
  // The SDK is loaded only when the S3 store is used: the other stores do not pay its start-up.
  let loaded: Promise<{ sdk: typeof S3Sdk; client: S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: new sdk.S3Client(clientConfig) })));
  const objectKey = (key: string) => prefix + checkKey(key);
  async function keysUnder(start: string): Promise<string[]> {
    const { sdk, client } = await s3();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: start, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }
  return {
    async put(key, bytes) {
      const Key = objectKey(key);
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentType: contentTypeOf(key) }),
      );
    },
    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const Key = objectKey(key);
      const { sdk, client } = await s3();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      const Key = objectKey(key);
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
    },
    async deleteFolder(folder) {
      const keys = await keysUnder(`${objectKey(folder)}/`);
      const { sdk, client } = await s3();
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },
    async list() {
      return (await keysUnder(prefix))
        .map((k) => k.slice(prefix.length))
        .filter((k) => KEY.test(k))
        .sort();
    },
  };
}

export type StorageKind = "local" | "postgres" | "s3";

/** The store STORAGE names, else the one STORAGE_URL's scheme names, else the local folder. */
export function storageKind(config: Pick<Config, "STORAGE" | "STORAGE_URL">): StorageKind {
  if (config.STORAGE) return config.STORAGE;
  const url = config.STORAGE_URL ?? "";
  if (url.startsWith("s3:")) return "s3";
  if (url.startsWith("postgres")) return "postgres";
  return "local";
}

type StorageConfig = Pick<
  Config,
  "DATA_DIR" | "STORAGE" | "STORAGE_URL" | "AWS_ACCESS_KEY_ID" | "AWS_SECRET_ACCESS_KEY"
>;

const folders = new Map<string, ImageStorage>();
const buckets = new Map<string, ImageStorage>();
const tables = new WeakMap<Database, ImageStorage>();

/** A store of the given kind for this configuration (one instance per folder, bucket or database). */
export function storageOf(kind: StorageKind, config: StorageConfig, database: Database): ImageStorage {
  if (kind === "postgres") {
    const primary = writable(database);
    let store = tables.get(primary);
    if (!store) tables.set(primary, (store = postgresStorage(primary)));
    return store;
  }
  if (kind === "s3") {
    const url = config.STORAGE_URL;
    if (!url?.startsWith("s3:")) throw new Error("STORAGE=s3 needs STORAGE_URL=s3://bucket?region=…");
    let store = buckets.get(url);
    if (!store) {
      const credentials = { accessKeyId: config.AWS_ACCESS_KEY_ID, secretAccessKey: config.AWS_SECRET_ACCESS_KEY };
      buckets.set(url, (store = s3Storage(s3Location(url, credentials))));
    }
    return store;
  }
  const url = config.STORAGE_URL;
  const root = url?.startsWith("file:")
    ? path.resolve(decodeURIComponent(new URL(url).pathname))
    : path.join(config.DATA_DIR, "uploads");
  let store = folders.get(root);
  if (!store) folders.set(root, (store = filesystemStorage(root)));
  return store;
}

/** The app's image store, as configured. */
export function imageStorage(ctx: { config: StorageConfig; database: Database }): ImageStorage {
  return storageOf(storageKind(ctx.config), ctx.config, ctx.database);
}
