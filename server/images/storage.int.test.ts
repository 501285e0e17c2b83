/**
 * One contract, three stores: the local folder, PostgreSQL (a test database, as in the rest of
 * the suite) and S3 (s3rver, a real S3-compatible server run as a child process), and moving a
 * site's files between them with moveStoredFiles.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { startS3Server, type S3Server } from "../../tests/support/s3-server.ts";
import { moveStoredFiles } from "./move-storage.server.ts";
import { filesystemStorage, postgresStorage, s3Location, s3Storage, type ImageStorage } from "./storage.server.ts";

let t: TestDatabase;
let s3: S3Server;
let root: string;
const stores: Record<"local" | "postgres" | "s3", ImageStorage> = {} as never;

beforeAll(async () => {
  [t, s3, root] = await Promise.all([
    createTestDatabase(),
    startS3Server(),
    mkdtemp(path.join(tmpdir(), "aba-store-")),
  ]);
  stores.local = filesystemStorage(root);
  stores.postgres = postgresStorage(t);
  stores.s3 = s3Storage(s3Location(s3.url, s3));
});

afterAll(async () => {
  await s3?.stop();
  await rm(root, { recursive: true, force: true });
});

const bytes = (...values: number[]) => new Uint8Array(values);

describe.each(["local", "postgres", "s3"] as const)("the %s image store", (kind) => {
  const store = () => stores[kind];
  const base = `contract/${kind}`;

  it("puts, gets, tells whether a key exists, replaces and deletes", async () => {
    const key = `${base}/a/card.webp`;
    expect(await store().get(key)).toBeNull();
    expect(await store().exists(key)).toBe(false);
    await store().put(key, bytes(1, 2, 3));
    expect([...(await store().get(key))!]).toEqual([1, 2, 3]);
    expect(await store().exists(key)).toBe(true);
    await store().put(key, bytes(4, 5));
    expect([...(await store().get(key))!]).toEqual([4, 5]);
    await store().delete(key);
    expect(await store().get(key)).toBeNull();
    expect(await store().exists(key)).toBe(false);
    await expect(store().delete(key), "a missing key").resolves.toBeUndefined();
  });

  it("keeps binary bytes exactly (every byte value, a 1 MB photo)", async () => {
    const big = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < big.length; i++) big[i] = (i * 31 + (i >> 8)) & 0xff;
    await store().put(`${base}/big/detail.jpg`, big);
    expect((await store().get(`${base}/big/detail.jpg`))!.equals(big)).toBe(true);
  });

  it("removes one image's folder and nothing beside it, and lists what is left", async () => {
    await store().put(`${base}/one/card.webp`, bytes(1));
    await store().put(`${base}/one/detail.avif`, bytes(2));
    await store().put(`${base}/one-more/card.webp`, bytes(3));
    await store().put(`${base}/two/card.webp`, bytes(4));
    await store().deleteFolder(`${base}/one`);
    const listed = (await store().list()).filter((k) => k.startsWith(`${base}/`) && !k.includes("/big/"));
    expect(listed).toEqual([`${base}/one-more/card.webp`, `${base}/two/card.webp`]);
    await expect(store().deleteFolder(`${base}/one`), "again").resolves.toBeUndefined();
  });

  it("refuses keys that could leave its root", async () => {
    for (const key of ["../etc/passwd", "/etc/passwd", "a/../../b", "a//b", "a\\b", "a/%2e%2e/b"]) {
      await expect(store().put(key, bytes(1)), key).rejects.toThrow(/Invalid storage key/);
      await expect(store().get(key), key).rejects.toThrow(/Invalid storage key/);
      await expect(store().deleteFolder(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe("moving a site's files between stores", () => {
  it.each([
    ["local", "postgres"],
    ["postgres", "s3"],
    ["s3", "local"],
  ] as const)("from %s to %s: copies every file with its bytes, then a second run copies nothing", async (from, to) => {
    const prefix = `move-${from}-${to}`;
    const files = Array.from({ length: 5 }, (_, i) => ({
      key: `${prefix}/p${i}/card.webp`,
      bytes: bytes(i, 255 - i, 0),
    }));
    for (const f of files) await stores[from].put(f.key, f.bytes);
    // One already there with the same bytes, one there with other bytes (an interrupted copy).
    await stores[to].put(files[0]!.key, files[0]!.bytes);
    await stores[to].put(files[1]!.key, bytes(9));

    const before = (await stores[from].list()).length;
    const first = await moveStoredFiles(stores[from], stores[to]);
    expect(first.total).toBe(before);
    expect(first.skipped).toBeGreaterThanOrEqual(1);
    expect(first.copied + first.skipped).toBe(before);
    for (const f of files) expect([...(await stores[to].get(f.key))!], f.key).toEqual([...f.bytes]);
    expect((await stores[from].list()).length, "the source is left as it was").toBe(before);

    const again = await moveStoredFiles(stores[from], stores[to]);
    expect(again).toEqual({ total: before, copied: 0, skipped: before });
  });
});
