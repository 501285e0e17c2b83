import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { uploadListingImage } from "../../server/images/upload-listing-image.server.ts";
import { moveListingImage } from "../../server/images/move-listing-image.server.ts";
import { removeListingImage } from "../../server/images/remove-listing-image.server.ts";
import { listingById } from "../../server/listings/listing-by-id.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { storedImageFiles } from "./image-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let owner: number;
let other: number;
let admin: number;

/** A landscape camera photo stored sideways (orientation 6) with the camera's name and a GPS position. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#33aa77" } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "TestCam", Orientation: "6" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "30/1 16/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "97/1 44/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

const photo = (bytes: Uint8Array, name = "clinic.jpg", type = "image/jpeg") =>
  new File([new Uint8Array(bytes)], name, { type });

const storedFiles = () => storedImageFiles(dataDir);

const rowCount = async (listingId: number) =>
  (await t.sql<{ n: number }[]>`select count(*)::int as n from uploaded_files where listing_id = ${listingId}`)[0]!.n;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("aba-images-");
  services = testServices(t, { DATA_DIR: dataDir });
  owner = (await makeUser(t)).id;
  other = (await makeUser(t)).id;
  admin = (await makeUser(t, { role: "listing_admin" })).id;
});

describe("uploading a photo", () => {
  it("keeps only upright variants without EXIF or GPS, and shows the photo on the listing", async () => {
    const source = await cameraJpeg();
    const sourceMeta = await sharp(source).metadata();
    expect(Buffer.from(sourceMeta.exif!).toString("latin1")).toContain("TestCam");
    expect(sourceMeta.orientation).toBe(6);

    const listingId = await insertListing(t, { userId: owner });
    const result = await uploadListingImage(await callerCtx(services, owner), { listingId, file: photo(source) });
    expect(result.ok).toBe(true);
    if (!result.ok) return;

    const files = (await storedFiles()).filter((f) => f.includes(`listings/${listingId}/`));
    expect(files.map((f) => path.basename(f)).sort()).toEqual(
      ["card.avif", "card.jpg", "card.webp", "detail.avif", "detail.jpg", "detail.webp"].sort(),
    );
    for (const file of files) {
      const bytes = await sharp(path.join(dataDir, "uploads", file)).toBuffer({ resolveWithObject: true });
      const meta = await sharp(path.join(dataDir, "uploads", file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation, file).toBeUndefined();
      // Turned upright: the sideways 800x600 is now 600 wide and 800 high.
      expect([bytes.info.width, bytes.info.height], file).toEqual([600, 800]);
    }
    const [row] =
      await t.sql`select original_name, mimetype, size, uploaded_by, deleted_at from uploaded_files where id = ${result.value.id}`;
    expect(row).toMatchObject({
      original_name: "clinic.jpg",
      mimetype: "image/jpeg",
      size: source.length,
      uploaded_by: owner,
    });
    const listing = await listingById({ database: t }, { id: listingId });
    expect(listing?.listing.images).toEqual([`/api/images/${result.value.id}`]);
  });

  it("refuses a .jpg that is really text, and stores nothing", async () => {
    const listingId = await insertListing(t, { userId: owner });
    const before = await storedFiles();
    const result = await uploadListingImage(await callerCtx(services, owner), {
      listingId,
      file: photo(new TextEncoder().encode("this is not a photo at all"), "holiday.jpg"),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe("image_type");
    expect(await rowCount(listingId)).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a file over 8 MB, and stores nothing", async () => {
    const listingId = await insertListing(t, { userId: owner });
    const big = new Uint8Array(8 * 1024 * 1024 + 1);
    big.set(await cameraJpeg());
    const result = await uploadListingImage(await callerCtx(services, owner), { listingId, file: photo(big) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe("image_too_large");
    expect(await rowCount(listingId)).toBe(0);
  });

  it("refuses a photo beyond the tier's count (basic 1, premium 5)", async () => {
    const source = await cameraJpeg();
    const basic = await insertListing(t, { userId: owner, tier: "basic" });
    const ctx = await callerCtx(services, owner);
    expect((await uploadListingImage(ctx, { listingId: basic, file: photo(source) })).ok).toBe(true);
    const before = await storedFiles();
    const second = await uploadListingImage(ctx, { listingId: basic, file: photo(source) });
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.error).toMatchObject({ code: "image_count", params: { max: 1 } });
    expect(await rowCount(basic)).toBe(1);
    expect(await storedFiles()).toEqual(before);

    const premium = await insertListing(t, { userId: owner, tier: "premium" });
    const small = await sharp(source).resize(64).jpeg().toBuffer();
    for (let i = 0; i < 5; i++)
      expect((await uploadListingImage(ctx, { listingId: premium, file: photo(small) })).ok).toBe(true);
    const sixth = await uploadListingImage(ctx, { listingId: premium, file: photo(small) });
    expect(sixth.ok ? null : sixth.error.params).toEqual({ max: 5 });
  });

  it("refuses a caller who does not own the listing, and a signed-out one; an admin may", async () => {
    const listingId = await insertListing(t, { userId: owner });
    const source = await cameraJpeg();
    const before = await storedFiles();
    const stranger = await uploadListingImage(await callerCtx(services, other), { listingId, file: photo(source) });
    expect(stranger.ok ? null : stranger.error.status).toBe(403);
    const signedOut = await uploadListingImage(await callerCtx(services, null), { listingId, file: photo(source) });
    expect(signedOut.ok ? null : signedOut.error.status).toBe(401);
    expect(await rowCount(listingId)).toBe(0);
    expect(await storedFiles()).toEqual(before);
    expect((await uploadListingImage(await callerCtx(services, admin), { listingId, file: photo(source) })).ok).toBe(
      true,
    );
  });
});

describe("reordering and deleting", () => {
  it("moves a photo first, soft-deletes one, and the listing follows", async () => {
    const listingId = await insertListing(t, { userId: owner, tier: "premium" });
    const ctx = await callerCtx(services, owner);
    const small = await sharp(await cameraJpeg())
      .resize(64)
      .png()
      .toBuffer();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await uploadListingImage(ctx, { listingId, file: photo(small, `p${i}.png`, "image/png") });
      if (r.ok) ids.push(r.value.id);
    }
    expect(ids).toHaveLength(3);
    expect(
      await moveListingImage(await callerCtx(services, other), { listingId, imageId: ids[2], direction: "up" }),
    ).toMatchObject({ ok: false });
    expect(await moveListingImage(ctx, { listingId, imageId: ids[2], direction: "up" })).toMatchObject({ ok: true });
    const moved = await moveListingImage(ctx, { listingId, imageId: ids[2], direction: "up" });
    expect(moved.ok ? moved.value.order : null).toEqual([ids[2], ids[0], ids[1]]);

    const removed = await removeListingImage(ctx, { listingId, imageId: ids[2] });
    expect(removed.ok).toBe(true);
    const [row] = await t.sql`select deleted_at from uploaded_files where id = ${ids[2]!}`;
    expect(row!.deleted_at).not.toBeNull();
    const listing = await listingById({ database: t }, { id: listingId });
    expect(listing?.listing.images).toEqual([`/api/images/${ids[0]}`, `/api/images/${ids[1]}`]);
    // A photo of another listing is not found through this one.
    const elsewhere = await insertListing(t, { userId: owner });
    const cross = await removeListingImage(ctx, { listingId: elsewhere, imageId: ids[0] });
    expect(cross.ok ? null : cross.error.status).toBe(404);
  });
});

describe("GET /api/images/{id}", () => {
  it("serves the variant the browser accepts, cached for good, and 404 once deleted", async () => {
    const app = createApp(services);
    const listingId = await insertListing(t, { userId: owner });
    const ctx = await callerCtx(services, owner);
    const uploaded = await uploadListingImage(ctx, { listingId, file: photo(await cameraJpeg()) });
    if (!uploaded.ok) throw new Error("upload failed");
    const url = `http://localhost/api/images/${uploaded.value.id}`;

    const avif = await app.request(`${url}?size=card&quality=80`, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(avif.status).toBe(200);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(avif.headers.get("vary")).toContain("Accept");
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).format).toBe("heif");

    const webp = await app.request(`${url}?size=detail`, { headers: { accept: "image/webp,*/*" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const jpeg = await app.request(url, { headers: { accept: "*/*" } });
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    const jpegMeta = await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata();
    expect([jpegMeta.format, jpegMeta.exif]).toEqual(["jpeg", undefined]);

    expect((await app.request(`${url}?size=huge`)).status).toBe(400);
    expect((await app.request("http://localhost/api/images/999999")).status).toBe(404);
    await removeListingImage(ctx, { listingId, imageId: uploaded.value.id });
    const gone = await app.request(url);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe("image_not_found");
  });
});
