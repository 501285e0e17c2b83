/**
 * Two app instances (two Hono apps, each with its own DATA_DIR as on two machines) over one
 * database: with STORAGE=postgres a photo uploaded through one is answered 200 by the other at
 * once, the same bytes; with the local folder (the single-machine default) the other has no file.
 * The purge of a deleted photo removes its rows from the shared store.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { uploadListingImage } from "../../server/images/upload-listing-image.server.ts";
import { removeListingImage } from "../../server/images/remove-listing-image.server.ts";
import { purgeDeletedImages } from "../../server/images/purge-deleted-images.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { storedImageFiles } from "./image-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let dirs: string[];
let owner: number;

beforeAll(async () => {
  t = await createTestDatabase();
  dirs = await Promise.all([0, 1, 2, 3].map(() => tempDirForThisFile("aba-machine-")));
  owner = (await makeUser(t)).id;
});

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();

async function uploadThrough(services: ReturnType<typeof testServices>): Promise<number> {
  const listingId = await insertListing(t, { userId: owner });
  const file = new File([new Uint8Array(await jpeg())], "clinic.jpg", { type: "image/jpeg" });
  const uploaded = await uploadListingImage(await callerCtx(services, owner), { listingId, file });
  if (!uploaded.ok) throw new Error("upload failed");
  return uploaded.value.id;
}

const fetchImage = async (app: ReturnType<typeof createApp>, id: number, accept = "image/avif,image/webp,*/*") => {
  const response = await app.request(`http://localhost/api/images/${id}?size=detail`, { headers: { accept } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe("a photo on two machines sharing the database", () => {
  it("with STORAGE=postgres, the other instance answers 200 with the same bytes, cached for good", async () => {
    const one = testServices(t, { DATA_DIR: dirs[0]!, STORAGE: "postgres" });
    const two = testServices(t, { DATA_DIR: dirs[1]!, STORAGE_URL: "postgres" });
    const id = await uploadThrough(one);

    for (const accept of ["image/avif,image/webp,*/*", "image/webp,*/*", "*/*"]) {
      const first = await fetchImage(createApp(one), id, accept);
      const other = await fetchImage(createApp(two), id, accept);
      expect(other.response.status, accept).toBe(200);
      expect(other.response.headers.get("content-type")).toBe(first.response.headers.get("content-type"));
      expect(other.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(other.bytes.equals(first.bytes), accept).toBe(true);
      expect((await sharp(other.bytes).metadata()).width).toBe(640);
    }
    // Nothing went to either machine's folder: the bytes are in the database.
    expect(await storedImageFiles(dirs[0]!)).toEqual([]);
    expect(await storedImageFiles(dirs[1]!)).toEqual([]);
    const [stored] = await t.sql<{ n: number }[]>`select count(*)::int as n from stored_files`;
    expect(stored!.n).toBe(6);

    // Deleted, then purged after the grace period by either machine: the rows go.
    const listingId = (
      await t.sql<{ listing_id: number }[]>`select listing_id from uploaded_files where id = ${id}`
    )[0]!.listing_id;
    await removeListingImage(await callerCtx(two, owner), { listingId, imageId: id });
    await t.sql`update uploaded_files set deleted_at = now() - interval '8 days' where id = ${id}`;
    expect((await purgeDeletedImages(two)).purged).toBe(1);
    const [left] = await t.sql<{ n: number }[]>`select count(*)::int as n from stored_files`;
    expect(left!.n).toBe(0);
  });

  it("with the local folder (the default), the other instance has no file to answer with", async () => {
    const one = testServices(t, { DATA_DIR: dirs[2]! });
    const two = testServices(t, { DATA_DIR: dirs[3]! });
    const id = await uploadThrough(one);
    expect((await fetchImage(createApp(one), id)).response.status).toBe(200);
    expect((await fetchImage(createApp(two), id)).response.status).toBe(404);
    expect(await storedImageFiles(dirs[2]!)).toHaveLength(6);
  });
});
