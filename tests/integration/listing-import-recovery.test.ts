/**
 * Imports that cannot finish, and previews nobody finished (docs/csv-import.md): a job whose
 * last try fails marks its import failed with the reason; an import whose job is gone (its
 * last try cut short by a crash) is marked failed by the hourly housekeeping; a failed import
 * can be discarded; previews abandoned for a day are removed, files and rows, while started
 * and finished imports keep theirs.
 */
import { mkdtemp, readdir, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../server/context.ts";
import { discardListingImport } from "../../server/import/discard-listing-import.server.ts";
import { importHousekeepingJob } from "../../server/import/import-housekeeping-job.server.ts";
import { describeImportFailure } from "../../server/import/import-failure.server.ts";
import { listingImportJob } from "../../server/import/listing-import-job.server.ts";
import { listingImportDetails } from "../../server/import/listing-import-view.server.ts";
import { rejectedRowsCsv } from "../../server/import/rejected-rows-csv.server.ts";
import { removeAbandonedPreviews } from "../../server/import/remove-abandoned-previews.server.ts";
import { startListingImport } from "../../server/import/start-listing-import.server.ts";
import { runQueuedJobs } from "../support/jobs.ts";
import { testServices } from "../support/services.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { makeUser } from "./auth-support.ts";
import { IMPORT_HEADER, previewAs } from "./import-support.ts";
import { callerCtx } from "./owners-support.ts";

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let adminId = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), "import-recovery-test-"));
  services = testServices(t, { DATA_DIR: dataDir });
  adminId = (await makeUser(t, { role: "site_admin" })).id;
});

let rowNumber = 0;
/** A file of good rows, each a new provider. */
function goodFile(rows = 2): string {
  const lines = Array.from({ length: rows }, () => {
    rowNumber++;
    return `Provider ${rowNumber} ABA,${rowNumber} Main St,Austin,TX,78701,p${rowNumber}@example.com,,,,`;
  });
  return [IMPORT_HEADER, ...lines].join("\n");
}

async function startedImport(): Promise<number> {
  const item = await previewAs(services, adminId, goodFile());
  const started = await startListingImport(await callerCtx(services, adminId), { importId: String(item.id) });
  if (!started.ok) throw new Error(started.error.code);
  return item.id;
}

async function importRow(id: number) {
  const details = await listingImportDetails(await callerCtx(services, adminId), { importId: String(id) });
  if (!details.ok) throw new Error("no details");
  return details.value;
}

const storedFiles = async () => readdir(path.join(dataDir, "imports")).catch(() => [] as string[]);
const storedFileOf = async (id: number) =>
  (await t.sql<{ f: string | null }[]>`select stored_file as f from listing_imports where id = ${id}`)[0]!.f;

describe("an import that cannot finish", () => {
  it("is retried while tries remain, and marked failed with the reason on its last", async () => {
    const id = await startedImport();
    const file = await storedFileOf(id);
    await t.sql.unsafe(`
      create function refuse_listing_writes() returns trigger language plpgsql as $$
      begin raise exception 'listing writes refused'; end $$;
      create trigger refuse_listing_writes before insert on listings
      for each statement execute function refuse_listing_writes();`);
    try {
      await expect(listingImportJob(services, { importId: id }, { attempt: 1, maxAttempts: 5 })).rejects.toThrow(
        "listing writes refused",
      );
      expect((await importRow(id)).status).toBe("running");
      await listingImportJob(services, { importId: id }, { attempt: 5, maxAttempts: 5 });
    } finally {
      await t.sql.unsafe(`drop trigger refuse_listing_writes on listings; drop function refuse_listing_writes();`);
    }
    const row = await importRow(id);
    expect(row).toMatchObject({ status: "failed", failure: "adminImport.failure.gave_up" });
    expect(row.finishedAt).not.toBeNull();
    expect(await storedFiles()).not.toContain(file);
    const [entry] = await t.sql<{ details: string }[]>`
      select details from audit_log where action = 'listing_import_finished' order by id desc limit 1`;
    expect(JSON.parse(entry!.details)).toMatchObject({
      importId: id,
      status: "failed",
      detail: expect.stringMatching(/refused/),
    });
  });

  it("is marked failed by the housekeeping when its job ran out of tries without saying so", async () => {
    const id = await startedImport();
    const file = await storedFileOf(id);
    // The last try was taken (attempts counted, import running) and the process died with it.
    await t.sql`update listing_imports set status = 'running' where id = ${id}`;
    await t.sql`
      update graphile_worker._private_jobs set attempts = max_attempts, last_error = 'worker killed'
      where payload->>'importId' = ${String(id)}`;
    const live = await startedImport();

    await importHousekeepingJob(services, {}, { attempt: 1, maxAttempts: 25 });

    expect(await importRow(id)).toMatchObject({ status: "failed", failure: "adminImport.failure.lost" });
    expect(await storedFiles()).not.toContain(file);
    // An import whose job is still queued is left alone, and still runs.
    expect((await importRow(live)).status).toBe("queued");
    await runQueuedJobs(services);
    expect((await importRow(live)).status).toBe("done");
  });

  it("says why on the import page, in English and Spanish, and can then be discarded", async () => {
    expect(describeImportFailure("en", "adminImport.failure.lost")).toMatch(/server stopped during the import/);
    expect(describeImportFailure("es", "adminImport.failure.lost")).toMatch(/servidor se detuvo/);
    expect(describeImportFailure("es", "Error: something old")).toMatch(/No se registró el motivo/);

    const running = await startedImport();
    const admin = await callerCtx(services, adminId);
    const refused = await discardListingImport(admin, { importId: String(running) });
    expect(refused.ok ? 200 : refused.error.status).toBe(409);

    const [failed] = await t.sql<{ id: number }[]>`select id from listing_imports where status = 'failed' limit 1`;
    const discarded = await discardListingImport(admin, { importId: String(failed!.id) });
    expect(discarded.ok).toBe(true);
    expect((await importRow(failed!.id)).status).toBe("discarded");
    await runQueuedJobs(services);
  });
});

describe("abandoned previews", () => {
  const twoDaysAgo = new Date(Date.now() - 48 * 3600_000);
  const setCreated = (id: number, at: Date) =>
    t.sql`update listing_imports set created_at = ${at.toISOString()}::timestamptz where id = ${id}`;

  it("are removed after a day, files and rows; started and finished imports keep theirs", async () => {
    const oldReady = await previewAs(services, adminId, goodFile());
    const oldReadyFile = (await storedFileOf(oldReady.id))!;
    const oldInvalid = await previewAs(services, adminId, "not,a,known,header\n1,2,3,4\n");
    expect(oldInvalid.status).toBe("invalid");
    const recentReady = await previewAs(services, adminId, goodFile());
    const recentFile = (await storedFileOf(recentReady.id))!;

    // A finished import with a rejected row (its report), and one waiting in the queue.
    const withReject = await previewAs(
      services,
      adminId,
      `${goodFile(1)}\nBad Zip ABA,3 Elm St,Austin,TX,7870,bad@example.com,,,,`,
    );
    const admin = await callerCtx(services, adminId);
    await startListingImport(admin, { importId: String(withReject.id) });
    await runQueuedJobs(services);
    const queued = await startedImport();
    const queuedFile = (await storedFileOf(queued))!;
    for (const id of [oldReady.id, oldInvalid.id, withReject.id, queued]) await setCreated(id, twoDaysAgo);

    // Upload files no row names: one cut off two days ago, one being received now.
    const oldOrphan = `${"a".repeat(32)}.csv`;
    const newOrphan = `${"b".repeat(32)}.csv`;
    for (const name of [oldOrphan, newOrphan]) await writeFile(path.join(dataDir, "imports", name), "name\n");
    await utimes(path.join(dataDir, "imports", oldOrphan), twoDaysAgo, twoDaysAgo);

    const removed = await removeAbandonedPreviews(services);
    expect(removed).toEqual({ previews: 2, files: 2 });

    const left = await t.sql<{ id: number }[]>`
      select id from listing_imports where id = any(${[oldReady.id, oldInvalid.id, recentReady.id, withReject.id, queued]}::int[])`;
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      [recentReady.id, withReject.id, queued].sort((a, b) => a - b),
    );
    const files = await storedFiles();
    expect(files).not.toContain(oldReadyFile);
    expect(files).not.toContain(oldOrphan);
    expect(files).toEqual(expect.arrayContaining([recentFile, queuedFile, newOrphan]));

    const report = await rejectedRowsCsv(admin, { importId: String(withReject.id), locale: "en" });
    if (!report.ok) throw new Error(report.error.code);
    expect(await new Response(report.value.body).text()).toContain("Bad Zip ABA");
    await runQueuedJobs(services);
    expect((await importRow(queued)).status).toBe("done");
  });
});
