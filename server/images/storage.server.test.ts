import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filesystemStorage, type ImageStorage } from "./storage.server.ts";

let root: string;
let store: ImageStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "aba-storage-"));
  store = filesystemStorage(root);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("filesystem image storage", () => {
  it("puts, gets and deletes by key, leaving no temporary files", async () => {
    await store.put("listings/7/abc/card.webp", new Uint8Array([1, 2, 3]));
    expect([...(await store.get("listings/7/abc/card.webp"))!]).toEqual([1, 2, 3]);
    expect(await readdir(path.join(root, "listings/7/abc"))).toEqual(["card.webp"]);
    await store.delete("listings/7/abc/card.webp");
    expect(await store.get("listings/7/abc/card.webp")).toBeNull();
    await expect(store.delete("listings/7/abc/card.webp")).resolves.toBeUndefined();
  });

  it("refuses keys that could leave its directory", async () => {
    for (const key of ["../etc/passwd", "/etc/passwd", "a/../../b", "a//b", "a\\b"]) {
      await expect(store.put(key, new Uint8Array([1])), key).rejects.toThrow(/Invalid storage key/);
      await expect(store.deleteFolder(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("removes one image's folder and nothing beside it", async () => {
    await store.put("listings/8/one/card.webp", new Uint8Array([1]));
    await store.put("listings/8/one/detail.avif", new Uint8Array([2]));
    await store.put("listings/8/two/card.webp", new Uint8Array([3]));
    await store.deleteFolder("listings/8/one");
    expect(await readdir(path.join(root, "listings/8"))).toEqual(["two"]);
    await expect(store.deleteFolder("listings/8/one"), "again").resolves.toBeUndefined();
  });
});
