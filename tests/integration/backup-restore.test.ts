/**
 * Backups proven by a restore (issue 31): a site with listings, users, reviews, payments, jobs and
 * photos is backed up with pg_dump, restored into a new, empty server and uploads folder, and
 * every table's rows and every photo's bytes come back. Runs on Debian's PostgreSQL 15 (the
 * embedded server ships no pg_dump, docs/reliability.md).
 */
import fs from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "../../db/client.server.ts";
import { runMigrations } from "../../db/migrate.server.ts";
import { writeBackup } from "../../server/backup/write-backup.server.ts";
import { RESTORED_STATE_KEY, RestoreRefused, restoreBackup } from "../../server/backup/restore-backup.server.ts";
import { filesUnder, sha256 } from "../../server/backup/backup-manifest.server.ts";
import { uploadListingImage } from "../../server/images/upload-listing-image.server.ts";
import { enqueueJob } from "../../server/jobs/enqueue.server.ts";
import { loadDemoData } from "../../server/seed/demo.server.ts";
import { loadDemoDataOnFirstStart } from "../../server/seed/first-start.server.ts";
import { startDebianPostgres, type DebianPostgres } from "../support/debian-postgres.ts";
import { testServices } from "../support/services.ts";
import { makeUser } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import pino from "pino";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let source: DebianPostgres;
let target: DebianPostgres;
let site: Database;
let work: string;
const sourceUploads = () => path.join(work, "source", "uploads");
const targetUploads = () => path.join(work, "target", "uploads");

async function createDatabase(server: DebianPostgres, name: string): Promise<string> {
  const sql = postgres(server.url, { max: 1, onnotice: () => {} });
  await sql.unsafe(`create database "${name}"`);
  await sql.end();
  return server.urlOf(name);
}

/** Row count and a checksum of the rows of every table the app and its job queue keep. */
async function tableFingerprints(url: string): Promise<Record<string, string>> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const tables = await sql<{ schema: string; name: string }[]>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle', 'graphile_worker')
      order by 1, 2`;
    const out: Record<string, string> = {};
    for (const { schema, name } of tables) {
      // The restore's own record is the one row the backup did not have.
      const skip = schema === "public" && name === "app_state" ? sql`where t.key <> ${RESTORED_STATE_KEY}` : sql``;
      const [row] = await sql<{ n: number; md5: string | null }[]>`
        select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as md5
        from ${sql(schema)}.${sql(name)} t ${skip}`;
      out[`${schema}.${name}`] = `${row!.n} rows, ${row!.md5 ?? "empty"}`;
    }
    return out;
  } finally {
    await sql.end();
  }
}

async function photoHashes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of (await filesUnder(dir)).sort()) out[file] = await sha256(path.join(dir, file));
  return out;
}

beforeAll(async () => {
  [source, target] = await Promise.all([startDebianPostgres(), startDebianPostgres()]);
  work = await tempDirForThisFile("aba-backup-");
  const url = await createDatabase(source, "site");
  await runMigrations(url);
  site = connect(url);
  const services = testServices(site, { DATA_DIR: path.join(work, "source") });

  await loadDemoData(site, { listings: 30 });
  const owner = await makeUser(site);
  const listingId = await insertListing(site, { userId: owner.id, tier: "premium" });
  await site.sql`
    insert into job_listings (listing_id, user_id, title, description, requirements, role, employment_type, expires_at)
    values (${listingId}, ${owner.id}, 'RBT, part time', 'Afternoons with school-age children.', 'RBT certificate', 'rbt', 'part_time', now() + interval '30 days')`;
  await site.sql`insert into payment_events (id, type) values ('evt_backup_1', 'checkout.session.completed')`;
  await site.sql`
    insert into payments (source_id, listing_id, kind, product, amount_cents, mode)
    values ('cs_backup_1', ${listingId}, 'tier', 'premium', 9900, 'stripe')`;
  await enqueueJob(site, "geocode_listings", {});
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  const uploaded = await uploadListingImage(await callerCtx(services, owner.id), {
    listingId,
    file: new File([new Uint8Array(png)], "photo.png", { type: "image/png" }),
  });
  if (!uploaded.ok) throw new Error(uploaded.error.code);
}, 120_000);

afterAll(async () => {
  await site?.close();
  await Promise.all([source?.stop(), target?.stop()]);
});

describe("db:backup and db:restore", () => {
  it("bring every table's rows and every photo back into an empty server", async () => {
    const before = await tableFingerprints(source.urlOf("site"));
    for (const table of [
      "public.listings",
      "public.users",
      "public.reviews",
      "public.payments",
      "public.payment_events",
      "public.job_listings",
      "public.uploaded_files",
      "graphile_worker._private_jobs",
    ])
      expect(before[table], table).not.toMatch(/^0 rows/);
    const photos = await photoHashes(sourceUploads());
    expect(Object.keys(photos).length).toBeGreaterThan(1);

    const { dir, manifest } = await writeBackup({
      url: source.urlOf("site"),
      uploadsDir: sourceUploads(),
      target: path.join(work, "backups"),
      appVersion: "test",
      migrations: [],
    });
    expect(manifest.rowCounts["public.listings"]).toBeGreaterThan(30);

    const restored = await createDatabase(target, "site");
    const result = await restoreBackup({ backupDir: dir, url: restored, uploadsDir: targetUploads() });
    expect(result.photos).toBe(Object.keys(photos).length);

    expect(await tableFingerprints(restored)).toEqual(before);
    expect(await photoHashes(targetUploads())).toEqual(photos);

    // The next start: nothing left to migrate, and no demo data loaded over the restored site.
    expect(await runMigrations(restored)).toBe(0);
    const restoredSite = connect(restored);
    try {
      await loadDemoDataOnFirstStart(restoredSite, { logger: pino({ level: "silent" }), printPasswords: false });
      expect(await tableFingerprints(restored)).toEqual(before);
    } finally {
      await restoredSite.close();
    }
  }, 120_000);

  it("refuses a target that holds anything, and a damaged backup, changing nothing", async () => {
    const [backup] = await fs.readdir(path.join(work, "backups"));
    const dir = path.join(work, "backups", backup!);
    const restored = target.urlOf("site");
    const before = await tableFingerprints(restored);
    await expect(
      restoreBackup({ backupDir: dir, url: restored, uploadsDir: path.join(work, "empty") }),
    ).rejects.toThrow(/already has \d+ tables/);
    const fresh = await createDatabase(target, "fresh");
    await expect(restoreBackup({ backupDir: dir, url: fresh, uploadsDir: targetUploads() })).rejects.toThrow(
      /already holds files/,
    );

    const [photo] = (await filesUnder(path.join(dir, "photos"))).sort();
    await fs.appendFile(path.join(dir, "photos", photo!), "x");
    const error = await restoreBackup({ backupDir: dir, url: fresh, uploadsDir: path.join(work, "empty") }).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(RestoreRefused);
    expect((error as Error).message).toMatch(/damaged/);
    expect(await tableFingerprints(fresh)).toEqual({});
    expect(await tableFingerprints(restored)).toEqual(before);
  }, 60_000);
});
