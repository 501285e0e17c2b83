import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { uploadListingImage } from "../../server/images/upload-listing-image.server.ts";
import { removeListingImage } from "../../server/images/remove-listing-image.server.ts";
import { DELETED_IMAGE_GRACE_DAYS, purgeDeletedImages } from "../../server/images/purge-deleted-images.server.ts";
import { enqueueJob } from "../../server/jobs/enqueue.server.ts";
import { startJobQueue } from "../../server/jobs/queue.server.ts";
import type { AppServices } from "../../server/context.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { testServices } from "../support/services.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let owner: number;
let listingId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("aba-purge-");
  services = testServices(t, { DATA_DIR: dataDir });
  owner = (await makeUser(t)).id;
  listingId = await insertListing(t, { userId: owner, tier: "featured" });
});

async function upload(colour: string): Promise<{ id: number; folder: string }> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const file = new File([new Uint8Array(png)], "photo.png", { type: "image/png" });
  const result = await uploadListingImage(await callerCtx(services, owner), { listingId, file });
  if (!result.ok) throw new Error(result.error.code);
  const [row] = await t.sql<{ path: string }[]>`select path from uploaded_files where id = ${result.value.id}`;
  return { id: result.value.id, folder: path.join(dataDir, "uploads", ...row!.path.split("/")) };
}

/** Soft-deletes the photo as its owner does, then dates the deletion `days` ago. */
async function removedDaysAgo(id: number, days: number) {
  const removed = await removeListingImage(await callerCtx(services, owner), { listingId, imageId: id });
  expect(removed.ok).toBe(true);
  await t.sql`update uploaded_files set deleted_at = now() - make_interval(days => ${days}) where id = ${id}`;
}

const storedFiles = async (folder: string) => (await readdir(folder).catch(() => [])).length;
const purgedAt = async (id: number) =>
  (await t.sql<{ purged: boolean }[]>`select purged_at is not null as purged from uploaded_files where id = ${id}`)[0]!
    .purged;

describe("purging deleted images' files", () => {
  it("removes the files of an image deleted before the grace period, keeps recent, live and referenced ones", async () => {
    const old = await upload("#aa3333");
    const recent = await upload("#33aa33");
    const live = await upload("#3333aa");
    const referenced = await upload("#aaaa33");
    for (const image of [old, recent, live, referenced]) expect(await storedFiles(image.folder)).toBe(6);

    await removedDaysAgo(old.id, DELETED_IMAGE_GRACE_DAYS + 1);
    await removedDaysAgo(recent.id, DELETED_IMAGE_GRACE_DAYS - 1);
    await removedDaysAgo(referenced.id, DELETED_IMAGE_GRACE_DAYS + 30);
    // A product still shows the deleted photo by its address: its files must stay.
    await t.sql`insert into autism_products (name, image_url, affiliate_link)
                values ('Visual timer', ${`/api/images/${referenced.id}`}, 'https://shop.example/timer')`;

    // Through the queue, as the hourly schedule runs it.
    await enqueueJob(t, "purge_deleted_images", {});
    await runQueuedJobs(services);

    expect(await storedFiles(old.folder)).toBe(0);
    expect(await purgedAt(old.id)).toBe(true);
    expect(await storedFiles(recent.folder)).toBe(6);
    expect(await purgedAt(recent.id)).toBe(false);
    expect(await storedFiles(live.folder)).toBe(6);
    expect(await purgedAt(live.id)).toBe(false);
    expect(await storedFiles(referenced.folder)).toBe(6);
    expect(await purgedAt(referenced.id)).toBe(false);
    // The rows stay for the record; the live photo is still the listing's.
    const [listing] = await t.sql<{ images: string[] }[]>`select images from listings where id = ${listingId}`;
    expect(listing!.images).toEqual([`/api/images/${live.id}`]);
    expect(
      (await t.sql`select 1 from uploaded_files where id in ${t.sql([old.id, recent.id, referenced.id])}`).length,
    ).toBe(3);
  });

  it("purges each image once when two processes run at the same time, and a rerun changes nothing", async () => {
    const images = await Promise.all(["#111111", "#222222", "#333333"].map(upload));
    for (const image of images) await removedDaysAgo(image.id, DELETED_IMAGE_GRACE_DAYS + 2);
    const [a, b] = await Promise.all([purgeDeletedImages(services), purgeDeletedImages(services)]);
    expect(a!.purged + b!.purged).toBe(3);
    for (const image of images) {
      expect(await storedFiles(image.folder)).toBe(0);
      expect(await purgedAt(image.id)).toBe(true);
    }
    expect(await purgeDeletedImages(services)).toEqual({ purged: 0 });
  });

  it("a restore inside the grace period keeps the photo whole", async () => {
    const image = await upload("#555555");
    await removedDaysAgo(image.id, DELETED_IMAGE_GRACE_DAYS - 2);
    await purgeDeletedImages(services);
    await t.sql`update uploaded_files set deleted_at = null where id = ${image.id}`;
    // Even long after, a restored photo is live and never purged.
    await t.sql`update uploaded_files set created_at = now() - interval '60 days' where id = ${image.id}`;
    await purgeDeletedImages(services);
    expect(await storedFiles(image.folder)).toBe(6);
    expect(await purgedAt(image.id)).toBe(false);
  });

  it("is on every app process's queue schedule, registered once in the queue's cron table", async () => {
    const first = await startJobQueue(services, t.url, { concurrency: 1, periodic: true });
    const second = await startJobQueue(services, t.url, { concurrency: 1, periodic: true });
    try {
      const deadline = Date.now() + 10_000;
      let rows: { identifier: string }[] = [];
      while (rows.length === 0 && Date.now() < deadline) {
        rows = await t.sql<{ identifier: string }[]>`
          select identifier from graphile_worker._private_known_crontabs where identifier = 'purge_deleted_images'`;
        if (rows.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(rows).toHaveLength(1);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
