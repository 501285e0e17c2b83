/**
 * The registry (NPPES) admin screens' use cases (issue 27): the upload (refused while demo data
 * is there unless its removal is ticked; a file that is not a registry file), the import's
 * page data after the queued job ran, the possible-duplicates queue (merge, dismiss) and the
 * dashboard's freshness (never, stale, fresh).
 */
import { mkdir, mkdtemp, readFile, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/http/app.server.ts";
import { BODY_LIMITS } from "../../server/http/body-limit.server.ts";
import { skippedByReason } from "../../app/features/admin/registry/registry-detail.server.ts";
import type { AppServices } from "../../server/context.ts";
import { decideRegistryMatch } from "../../server/nppes/decide-registry-match.server.ts";
import { registryFreshness } from "../../server/nppes/registry-freshness.server.ts";
import { recentRegistryImports, registryImportDetails } from "../../server/nppes/registry-import-view.server.ts";
import { registryMatchQueue } from "../../server/nppes/registry-match-queue.server.ts";
import { registryUploadsDir } from "../../server/nppes/receive-nppes-upload.server.ts";
import { removeOrphanRegistryUploads } from "../../server/nppes/remove-orphan-uploads.server.ts";
import { uploadNppesImport } from "../../server/nppes/upload-nppes-import.server.ts";
import { DEMO_STATE_KEY } from "../../server/seed/demo.server.ts";
import { nppesFixtureRows, writeNppesZip } from "../support/nppes-fixture.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { insertPossibleDuplicate, registryUploadRequest } from "./admin-registry-support.ts";
import { makeUser, ORIGIN } from "./auth-support.ts";
import { callerCtx, insertListing } from "./owners-support.ts";
import { auditedCount } from "./audit-support.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let adminId: number;
let listingAdminId: number;
let zip: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("aba-registry-admin-");
  services = testServices(t, { DATA_DIR: dataDir });
  adminId = (await makeUser(t, { role: "site_admin" })).id;
  listingAdminId = (await makeUser(t, { role: "listing_admin" })).id;
  zip = await writeNppesZip(await mkdtemp(path.join(dataDir, "fixture-")), nppesFixtureRows());
});

const admin = () => callerCtx(services, adminId);
const uploads = async () => (await readdir(registryUploadsDir(services.config)).catch(() => [])).sort();
const importCount = async () => (await t.sql<{ n: number }[]>`select count(*)::int as n from nppes_imports`)[0]!.n;
const markDemo = () =>
  t.sql`insert into app_state (key, value) values (${DEMO_STATE_KEY}, '{"listings": 1}'::jsonb)
        on conflict (key) do nothing`;

// First: the freshness before any import has finished.
describe("the dashboard's registry freshness", () => {
  it("warns when the registry was never imported", async () => {
    const result = await registryFreshness(await admin());
    expect(result).toEqual({ ok: true, value: { lastRefreshAt: null, ageDays: null, stale: true } });
  });

  it("warns when the newest successful import is older than 14 days; a failed one since does not count", async () => {
    await t.sql`
      insert into nppes_imports (file_name, kind, origin, status, phase, finished_at)
      values ('old.zip', 'weekly', 'scheduled', 'done', 'done', now() - interval '20 days 2 hours'),
             ('broken.zip', 'weekly', 'scheduled', 'failed', 'providers', now() - interval '1 day')`;
    const result = await registryFreshness(await admin());
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).toMatchObject({ ageDays: 20, stale: true });
    expect(Date.now() - Date.parse(result.value.lastRefreshAt!)).toBeGreaterThan(20 * 86_400_000);
  });

  it("is fresh after a successful refresh within 14 days", async () => {
    await t.sql`
      insert into nppes_imports (file_name, kind, origin, status, phase, finished_at)
      values ('recent.zip', 'weekly', 'scheduled', 'done', 'done', now() - interval '3 days')`;
    const result = await registryFreshness(await admin());
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).toMatchObject({ ageDays: 3, stale: false });
  });

  it("is for the site admin's dashboard only", async () => {
    const refused = await registryFreshness(await callerCtx(services, listingAdminId));
    expect(refused.ok ? 200 : refused.error.status).toBe(403);
  });
});

describe("a registry upload", () => {
  it("is refused while the demo data is there and its removal is not ticked: nothing stored, nothing removed", async () => {
    await markDemo();
    const demoListing = await insertListing(t, { name: "Demo Only ABA" });
    await t.sql`update listings set demo = true where id = ${demoListing}`;
    const before = await importCount();
    const result = await uploadNppesImport(await admin(), { request: await registryUploadRequest(zip) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ status: 409, messageKey: "adminRegistry.error.demo_data_present" });
    expect(await importCount()).toBe(before);
    expect(await uploads()).toEqual([]);
    const [kept] = await t.sql`select id from listings where id = ${demoListing}`;
    expect(kept).toBeDefined();
  });

  it("with the removal ticked, keeps the demo data when the import cannot be recorded (one transaction)", async () => {
    await t.sql`create function refuse_import() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`;
    await t.sql`create trigger refuse_import before insert on nppes_imports for each row execute function refuse_import()`;
    try {
      await expect(
        uploadNppesImport(await admin(), { request: await registryUploadRequest(zip, { replaceDemo: true }) }),
      ).rejects.toThrow(/disk full/);
    } finally {
      await t.sql`drop trigger refuse_import on nppes_imports`;
      await t.sql`drop function refuse_import()`;
    }
    const [marker] = await t.sql`select key from app_state where key = ${DEMO_STATE_KEY}`;
    expect(marker).toBeDefined();
    expect(await t.sql`select id from listings where name = 'Demo Only ABA'`).toHaveLength(1);
    expect(await uploads()).toEqual([]);
  });

  it("with the removal ticked, removes the demo data, queues the import, and the job turns it into listings", async () => {
    const result = await uploadNppesImport(await admin(), {
      request: await registryUploadRequest(zip, { replaceDemo: true }),
    });
    if (!result.ok) throw new Error(result.error.code);
    const [marker] = await t.sql`select key from app_state where key = ${DEMO_STATE_KEY}`;
    expect(marker).toBeUndefined();
    expect(await t.sql`select id from listings where name = 'Demo Only ABA'`).toHaveLength(0);
    expect(await uploads()).toHaveLength(1);

    const queued = await registryImportDetails(await admin(), { importId: String(result.value.id) });
    if (!queued.ok) throw new Error(queued.error.code);
    expect(queued.value).toMatchObject({ status: "queued", origin: "upload", kind: "full" });
    expect(await auditedCount(await admin(), adminId, "nppes_import_started")).toBe(1);

    await runQueuedJobs(services);
    const done = await registryImportDetails(await admin(), { importId: result.value.id });
    if (!done.ok) throw new Error(done.error.code);
    expect(done.value).toMatchObject({ status: "done", phase: "done", layoutVersion: 2, fileDate: "2026-03-09" });
    expect(done.value.counts).toMatchObject({ read: 12, matched: 8, added: 7, updated: 0, deactivated: 0 });
    // The upload is the app's: removed when the import ends.
    expect(await uploads()).toEqual([]);

    // The result page's reasons, translated (largest first), in both languages.
    expect(skippedByReason("en", done.value.counts)).toEqual([
      {
        reason: "assistant_or_technician_only",
        label: "Assistant behavior analyst or behavior technician only (not a practice)",
        count: 2,
      },
      { reason: "outside_covered_states", label: "Practice outside the states the directory covers", count: 1 },
    ]);
    expect(skippedByReason("es", { ...done.value.counts, skipped: { row_shortRow: 3, mystery: 1 } })).toEqual([
      { reason: "row_shortRow", label: "Filas con muy pocas columnas", count: 3 },
      { reason: "mystery", label: "Otro motivo (mystery)", count: 1 },
    ]);

    const recent = await recentRegistryImports(await admin());
    if (!recent.ok) throw new Error(recent.error.code);
    expect(recent.value[0]).toMatchObject({ id: result.value.id, status: "done" });
  });

  it("takes the kind chosen in the form over the one the name says", async () => {
    const weekly = path.join(path.dirname(zip), "NPPES_Data_Dissemination_030926_031526_Weekly.zip");
    await writeFile(weekly, await readFile(zip));
    const result = await uploadNppesImport(await admin(), {
      request: await registryUploadRequest(weekly, { kind: "full" }),
    });
    if (!result.ok) throw new Error(result.error.code);
    const view = await registryImportDetails(await admin(), { importId: result.value.id });
    expect(view.ok && view.value.kind).toBe("full");
    await runQueuedJobs(services);
  });

  it("refuses a file that is not a registry zip, and keeps nothing of it", async () => {
    const notZip = path.join(dataDir, "providers.zip");
    await writeFile(notZip, "name,city\nBright Steps,Austin\n");
    const before = await importCount();
    const result = await uploadNppesImport(await admin(), { request: await registryUploadRequest(notZip) });
    expect(result.ok ? 200 : result.error.messageKey).toBe("adminRegistry.error.not_registry_file");
    expect(await importCount()).toBe(before);
    expect(await uploads()).toEqual([]);
  });

  it("refuses a post without a file", async () => {
    const form = new FormData();
    form.set("kind", "full");
    const request = new Request("http://localhost/admin/import/registry", { method: "POST", body: form });
    const result = await uploadNppesImport(await admin(), { request });
    expect(result.ok ? 200 : result.error.messageKey).toBe("adminRegistry.error.file_missing");
  });

  it("answers 404 for an import that does not exist", async () => {
    for (const importId of ["999999", "abc", "-1"]) {
      const result = await registryImportDetails(await admin(), { importId });
      expect(result.ok ? 200 : result.error.status).toBe(404);
    }
  });
});

describe("the possible-duplicates queue", () => {
  it("lists an open review with both listings, owner or not", async () => {
    const owner = await makeUser(t, { username: `owner_${Date.now()}` });
    const pair = await insertPossibleDuplicate(t, { ownerId: owner.id });
    const queue = await registryMatchQueue(await callerCtx(services, listingAdminId));
    if (!queue.ok) throw new Error(queue.error.code);
    const item = queue.value.find((m) => m.id === pair.reviewId)!;
    expect(item.listing).toMatchObject({ id: pair.listingId, npi: null, owner: owner.username, ownerVerified: true });
    expect(item.registry).toMatchObject({ id: pair.registryListingId, owner: null, zipCode: "43205" });
    expect(item.registry.npi).toMatch(/^\d{10}$/);
    expect(item.similarity).toBeCloseTo(0.72);
  });

  it("merge: the registry listing survives with the owner, keeps its address, takes the facts it lacked or the owner set", async () => {
    const owner = await makeUser(t);
    const pair = await insertPossibleDuplicate(t, { ownerId: owner.id, tag: "merge" });
    const otherPair = await t.sql<{ id: number }[]>`
      insert into registry_match_reviews (listing_id, registry_listing_id, similarity)
      values (${pair.listingId}, ${await insertListing(t, { name: "Another Registry ABA" })}, 0.5) returning id`;
    await t.sql`update listings set npi = '1999999999', npi_location = 0 where name = 'Another Registry ABA'`;

    const result = await decideRegistryMatch(await callerCtx(services, listingAdminId), {
      reviewId: String(pair.reviewId),
      decision: "merge",
    });
    if (!result.ok) throw new Error(result.error.code);

    const [survivor] = await t.sql<
      {
        name: string;
        address: string;
        phone: string;
        email: string;
        description: string;
        openingHours: string;
        userId: number;
        ownerVerified: boolean;
        npi: string;
        factSources: Record<string, { source: string }>;
      }[]
    >`select name, address, phone, email, description, opening_hours as "openingHours", user_id as "userId",
        owner_verified as "ownerVerified", npi, fact_sources as "factSources"
      from listings where id = ${pair.registryListingId}`;
    expect(survivor).toMatchObject({
      // The verified owner set the name and phone: they outrank the registry, as a refresh would keep them.
      name: "Bright Path ABA merge Columbus",
      phone: "(614) 555-0100",
      // The address stays the registry's practice location.
      address: "1200 E Broad St, Ste 300",
      email: "office-merge@brightpath.example",
      description: "Center-based ABA for children 2 to 12.",
      openingHours: "Mon-Fri 8:00 AM-6:00 PM",
      userId: owner.id,
      ownerVerified: true,
    });
    expect(survivor!.npi).toMatch(/^\d{10}$/);
    expect(survivor!.factSources.address?.source).toBe("registry");
    expect(survivor!.factSources.email?.source).toBe("owner");

    const [closed] = await t.sql`
      select status, merged_into_id as "mergedIntoId", user_id as "userId" from listings where id = ${pair.listingId}`;
    expect(closed).toEqual({ status: "closed", mergedIntoId: pair.registryListingId, userId: null });
    const reviews = await t.sql`
      select id, status, decided_by as "decidedBy", decided_at is not null as decided
      from registry_match_reviews where listing_id = ${pair.listingId} order by id`;
    expect(reviews).toEqual([
      { id: pair.reviewId, status: "merged", decidedBy: listingAdminId, decided: true },
      // Its other possible match is moot once it is merged.
      { id: otherPair[0]!.id, status: "dismissed", decidedBy: listingAdminId, decided: true },
    ]);
    const siteAdmin = await admin();
    expect(await auditedCount(siteAdmin, listingAdminId, "registry_match_decided")).toBe(1);
    expect(await auditedCount(siteAdmin, listingAdminId, "listing_merged")).toBe(1);

    // Decided once: a second post (a double click, another admin) changes nothing.
    const again = await decideRegistryMatch(await admin(), { reviewId: pair.reviewId, decision: "dismiss" });
    expect(again.ok ? 200 : again.error.status).toBe(409);
    const queue = await registryMatchQueue(await admin());
    expect(queue.ok && queue.value.some((m) => m.id === pair.reviewId)).toBe(false);
  });

  it("keeps the registry's own facts over a CSV import's, and its owner when it has one", async () => {
    const registryOwner = await makeUser(t);
    const otherOwner = await makeUser(t);
    const pair = await insertPossibleDuplicate(t, { ownerId: otherOwner.id, tag: "csv" });
    const today = new Date().toISOString().slice(0, 10);
    await t.sql`update listings set user_id = ${registryOwner.id}, owner_verified = true
      where id = ${pair.registryListingId}`;
    await t.sql`update listings set fact_sources = ${JSON.stringify({
      name: { source: "csv_import", confirmedOn: today },
      phone: { source: "csv_import", confirmedOn: today },
    })}::jsonb where id = ${pair.listingId}`;
    const result = await decideRegistryMatch(await admin(), { reviewId: pair.reviewId, decision: "merge" });
    if (!result.ok) throw new Error(result.error.code);
    const [survivor] = await t.sql`
      select name, phone, email, user_id as "userId" from listings where id = ${pair.registryListingId}`;
    expect(survivor).toEqual({
      name: "Bright Path ABA csv",
      phone: "(614) 555-0142",
      email: "office-csv@brightpath.example",
      userId: registryOwner.id,
    });
  });

  it("dismiss: both listings stay as they were, and the review is closed", async () => {
    const pair = await insertPossibleDuplicate(t, { tag: "dismiss" });
    const listingsBefore = await t.sql`
      select * from listings where id in (${pair.listingId}, ${pair.registryListingId}) order by id`;
    const result = await decideRegistryMatch(await admin(), { reviewId: pair.reviewId, decision: "dismiss" });
    if (!result.ok) throw new Error(result.error.code);
    expect(
      await t.sql`select * from listings where id in (${pair.listingId}, ${pair.registryListingId}) order by id`,
    ).toEqual(listingsBefore);
    const [review] = await t.sql`
      select status, decided_by as "decidedBy" from registry_match_reviews where id = ${pair.reviewId}`;
    expect(review).toEqual({ status: "dismissed", decidedBy: adminId });
    expect(await auditedCount(await admin(), adminId, "registry_match_decided")).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown review and 400 for an unknown decision", async () => {
    const missing = await decideRegistryMatch(await admin(), { reviewId: 999_999, decision: "merge" });
    expect(missing.ok ? 200 : missing.error.status).toBe(404);
    const pair = await insertPossibleDuplicate(t);
    const odd = await decideRegistryMatch(await admin(), { reviewId: pair.reviewId, decision: "maybe" });
    expect(odd.ok ? 200 : odd.error.status).toBe(400);
  });
});

describe("the upload's request limits", () => {
  const form = (bytes: number) => {
    const body = new FormData();
    body.set("kind", "full");
    body.set("file", new File([new Uint8Array(bytes)], "NPPES_Data_Dissemination_March_2026_V2.zip"));
    return body;
  };

  it("reach the registry upload with a body far over a page's limit, not buffered by the input guard", async () => {
    let pageCalls = 0;
    const app = createApp(services, {
      handlePage: async () => {
        pageCalls++;
        return new Response("ok");
      },
    });
    const post = (path: string, headers: Record<string, string> = {}) =>
      app.request(`${ORIGIN}${path}`, {
        method: "POST",
        body: form(1024 * 1024),
        headers: { origin: ORIGIN, ...headers },
      });
    expect((await post("/admin/import/registry")).status).toBe(200);
    expect(pageCalls).toBe(1);
    // Only that address: the import's own page keeps a page's limit.
    expect((await post("/admin/import/registry/5")).status).toBe(413);
    expect(pageCalls).toBe(1);
  });

  it("refuse a declared size over 2 GB before anything is read, saying to use the command line", async () => {
    let pageCalls = 0;
    const app = createApp(services, {
      handlePage: async () => {
        pageCalls++;
        return new Response("ok");
      },
    });
    const res = await app.request(`${ORIGIN}/admin/import/registry`, {
      method: "POST",
      body: "--x--",
      headers: {
        origin: ORIGIN,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(BODY_LIMITS.registryImport + 1),
        "accept-language": "es",
      },
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("npm run import:nppes");
    expect(pageCalls).toBe(0);
  });
});

describe("cut-off registry uploads", () => {
  it("are removed after a day when no import names them; a queued import's file stays", async () => {
    const dir = registryUploadsDir(services.config);
    await mkdir(dir, { recursive: true });
    const [queued] = await t.sql<{ filePath: string }[]>`
      insert into nppes_imports (file_name, file_path, owns_file, kind, origin)
      values ('kept.zip', ${path.join(dir, `${"a".repeat(32)}.zip`)}, true, 'full', 'upload')
      returning file_path as "filePath"`;
    const orphan = path.join(dir, `${"b".repeat(32)}.zip`);
    const fresh = path.join(dir, `${"c".repeat(32)}.zip`);
    for (const file of [queued!.filePath, orphan, fresh]) await writeFile(file, "PK");
    const old = new Date(Date.now() - 25 * 3600_000);
    for (const file of [queued!.filePath, orphan]) await utimes(file, old, old);

    expect(await removeOrphanRegistryUploads(services)).toBe(1);
    expect(await uploads()).toEqual([path.basename(queued!.filePath), path.basename(fresh)]);
    await t.sql`delete from nppes_imports where file_name = 'kept.zip'`;
  });
});
