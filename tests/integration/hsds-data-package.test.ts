/**
 * The HSDS data package is built in the background into a file (docs/open-data.md): until one
 * exists the download answers 503 and queues one build; then the last complete file is served
 * with its validators; a build happens only when the public data changed; a build that dies
 * leaves the previous package served; and the open-data endpoints have database rate limits.
 */
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../server/context.ts";
import { createApp } from "../../server/http/app.server.ts";
import { buildDataPackage } from "../../server/hsds/build-data-package.server.ts";
import { currentDataPackage, dataPackageDir, publishDataPackage } from "../../server/hsds/data-package-file.server.ts";
import { startJobQueue } from "../../server/jobs/queue.server.ts";
import { cronItems } from "../../server/jobs/schedule.ts";
import { hitRateLimit, RATE_LIMITS } from "../../server/rate-limit/rate-limit.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

const ORIGIN = "https://abaatlas.example";
const PACKAGE = `${ORIGIN}/api/hsds/datapackage.zip`;

let t: TestDatabase;
let services: AppServices;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestDatabase();
  const dataDir = await tempDirForThisFile("hsds-package-test-");
  services = testServices(t, { DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
  app = createApp(services);
  await t.sql`insert into listings (name, address, city, state, zip_code, latitude, longitude, email)
    values ('Sunrise ABA', '1 Main St', 'Austin', 'TX', '78701', 30.27, -97.74, 'office@sunrise.example'),
           ('Harbor ABA', '2 Oak Ave', 'Austin', 'TX', '78702', 30.26, -97.72, 'hello@harbor.example')`;
});

const queuedBuilds = async () =>
  (
    await t.sql<{ n: number }[]>`
      select count(*)::int as n from graphile_worker.jobs
      where task_identifier = 'hsds_data_package' and attempts < max_attempts`
  )[0]!.n;

const organizationsCsv = async (res: Response) =>
  Buffer.from(unzipSync(new Uint8Array(await res.arrayBuffer()))["organizations.csv"]!).toString("utf8");

describe("the HSDS data package file", () => {
  let etag = "";

  it("answers 503 with Retry-After and a JSON error until one is built, queueing a single build", async () => {
    const res = await app.request(PACKAGE, { headers: { "Accept-Language": "es" } });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("data_package_building");
    expect(body.error.message).toMatch(/paquete de datos se está preparando/);
    expect((await app.request(PACKAGE)).status).toBe(503);
    expect(await queuedBuilds()).toBe(1);
  });

  it("serves the built file whole, with ETag, Last-Modified, Content-Disposition, and 304 on a match", async () => {
    await runQueuedJobs(services);
    expect(await queuedBuilds()).toBe(0);
    const res = await app.request(PACKAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="aba-atlas-hsds.zip"');
    etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const manifest = (await currentDataPackage(services.config))!;
    expect(res.headers.get("last-modified")).toBe(new Date(manifest.builtAt).toUTCString());
    expect(Number(res.headers.get("content-length"))).toBe(manifest.bytes);
    const organizations = await organizationsCsv(res);
    expect(organizations).toContain("Sunrise ABA");
    expect(organizations).toContain(`${ORIGIN}/`);

    const again = await app.request(PACKAGE, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.arrayBuffer()).toHaveProperty("byteLength", 0);
  });

  it("is rebuilt only when the public data changed", async () => {
    const same = await buildDataPackage(services);
    expect(same.built).toBe(false);
    expect(same.manifest.etag).toBe(etag);

    await t.sql`update listings set name = 'Sunrise ABA Center' where name = 'Sunrise ABA'`;
    const changed = await buildDataPackage(services);
    expect(changed.built).toBe(true);
    expect(changed.manifest.etag).not.toBe(etag);
    const res = await app.request(PACKAGE, { headers: { "If-None-Match": etag } });
    expect(res.status).toBe(200);
    expect(await organizationsCsv(res)).toContain("Sunrise ABA Center");
    // Only the current package is kept.
    expect((await readdir(dataPackageDir(services.config))).filter((n) => n.endsWith(".zip"))).toHaveLength(1);
    etag = changed.manifest.etag;
  });

  it("never serves a half-written package: a build that dies leaves the previous one current", async () => {
    const before = (await currentDataPackage(services.config))!;
    async function* dying() {
      yield new Uint8Array([0x50, 0x4b, 0x03, 0x04]);
      throw new Error("disk full");
    }
    await expect(
      publishDataPackage(services.config, dying(), {
        builtAt: new Date().toISOString(),
        generation: before.generation + 1,
        origin: ORIGIN,
        listings: 0,
      }),
    ).rejects.toThrow("disk full");
    // A temporary file another build is writing is not a package either.
    await writeFile(path.join(dataPackageDir(services.config), "hsds-1-00000000.zip.tmp"), "partial");
    const res = await app.request(PACKAGE);
    expect(res.headers.get("etag")).toBe(before.etag);
    expect(await organizationsCsv(res)).toContain("Sunrise ABA Center");
    const names = await readdir(dataPackageDir(services.config));
    expect(names.filter((n) => n.endsWith(".tmp"))).toEqual(["hsds-1-00000000.zip.tmp"]);
  });
});

describe("the periodic rebuild", () => {
  it("is on the job queue's crontab when the workers start", async () => {
    const queue = await startJobQueue(services, t.url, { periodic: true, concurrency: 1 });
    try {
      // Every periodic job, the data package's among them.
      const expected = cronItems()
        .map((item) => item.identifier)
        .sort();
      expect(expected).toContain("hsds_data_package");
      let known: string[] = [];
      for (let i = 0; i < 100 && known.length < expected.length; i++) {
        known = (
          await t.sql<{ identifier: string }[]>`select identifier from graphile_worker._private_known_crontabs`
        ).map((r) => r.identifier);
        if (known.length < expected.length) await new Promise((r) => setTimeout(r, 100));
      }
      expect(known.sort()).toEqual(expected);
    } finally {
      await queue.stop();
    }
  });
});

describe("open-data rate limits", () => {
  it("refuses data package downloads past the limit with 429, Retry-After and a JSON error", async () => {
    await t.sql`delete from rate_limits`;
    for (let i = 0; i < RATE_LIMITS.dataPackageIp.limit; i++) {
      const res = await app.request(PACKAGE, { headers: { "If-None-Match": "*" } });
      expect(res.status).toBe(304);
    }
    const res = await app.request(PACKAGE);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });

  it("refuses HSDS pages and records past the limit, counted in the database", async () => {
    await t.sql`delete from rate_limits`;
    expect((await app.request(`${ORIGIN}/api/hsds/organizations`)).status).toBe(200);
    // The requests of other app processes count too: the count is the database's.
    for (let i = 1; i < RATE_LIMITS.openDataIp.limit; i++) await hitRateLimit(t, "openDataIp", "unknown");
    const res = await app.request(`${ORIGIN}/api/hsds/services?page=2`);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).not.toBeNull();
    const one = await app.request(`${ORIGIN}/api/hsds/organizations/aba0a71a-0001-8000-8000-000000000001`);
    expect(one.status).toBe(429);
  });
});
