/**
 * Photo uploads cannot exhaust the server (issue 30, item 24): a photo declaring more pixels than
 * a listing needs is refused from its header, before any decoding; uploads sent at once to a
 * listing allowed one photo decode and store one; an account's uploads are rate-limited.
 */
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../server/context.ts";
import { uploadListingImage } from "../../server/images/upload-listing-image.server.ts";
import { hitRateLimit } from "../../server/rate-limit/rate-limit.server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { storedImageFiles } from "./image-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let services: AppServices;
let dataDir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("aba-image-limits-");
  services = testServices(t, { DATA_DIR: dataDir });
});

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A few hundred bytes of PNG whose header says 16,000 × 16,000 pixels (256 megapixels). */
function hugePng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16_000, 0);
  header.writeUInt32BE(16_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(16_000 * 3 + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const photo = (bytes: Uint8Array, name = "clinic.png", type = "image/png") =>
  new File([new Uint8Array(bytes)], name, { type });

const storedFiles = () => storedImageFiles(dataDir);

describe("photo uploads (issue 30, item 24)", () => {
  it("refuse a photo of more than 40 megapixels from its header, without decoding it", async () => {
    const owner = (await makeUser(t)).id;
    const listingId = await insertListing(t, { userId: owner, tier: "premium" });
    const started = performance.now();
    const result = await uploadListingImage(await callerCtx(services, owner), { listingId, file: photo(hugePng()) });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ status: 400, messageKey: "ownerMessage.image_too_many_pixels" });
    expect(await storedFiles()).toEqual([]);
  });

  it("store one of four photos sent at once to a listing allowed one, and refuse the rest", async () => {
    const owner = (await makeUser(t)).id;
    const listingId = await insertListing(t, { userId: owner, tier: "basic" });
    const ctx = await callerCtx(services, owner);
    const bytes = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#2266aa" } })
      .png()
      .toBuffer();
    const before = (await storedFiles()).length;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => uploadListingImage(ctx, { listingId, file: photo(bytes) })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) expect(r.ok ? null : r.error.code).toBe("image_count");
    // One photo's variants (2 sizes × 3 formats), none left over from the refused ones.
    expect((await storedFiles()).length - before).toBe(6);
  });

  it("limit an account to 60 uploads an hour", async () => {
    const owner = (await makeUser(t)).id;
    const listingId = await insertListing(t, { userId: owner, tier: "premium" });
    for (let i = 0; i < 60; i++) await hitRateLimit(t, "imageUploadUser", String(owner));
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const result = await uploadListingImage(await callerCtx(services, owner), { listingId, file: photo(small) });
    expect(result.ok ? null : result.error).toMatchObject({ status: 429, code: "rate_limited" });
  });
});
