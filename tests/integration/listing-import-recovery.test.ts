/**
 * Imports that cannot finish, and previews nobody finished (docs/csv-import.md): a job whose
 * last try fails marks its import failed with the reason; an import whose job is gone (its
 * last try cut short by a crash) is marked failed by the hourly housekeeping; a failed import
 * can be discarded; previews abandoned for a day are removed, files and rows, while started
 * and finished imports keep theirs; a command-line import whose command died is marked failed.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import postgres from "postgres";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../../server/context.ts";
import { COMMAND_LINE_IMPORT_LOCK, holdCommandLineImport } from "../../server/import/command-line-lock.server.ts";
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
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let t: TestDatabase;
let services: AppServices;
let dataDir: string;
let adminId = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await tempDirForThisFile("import-recovery-test-");
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

describe("a command-line import (npm run import:listings)", () => {
  /** A row as the command records it: no stored file, no job; `minutesAgo` since it was recorded. */
  async function commandLineImport(minutesAgo: number): Promise<number> {
    const [row] = await t.sql<{ id: number }[]>`
      insert into listing_imports (user_id, file_name, byte_size, status, total_rows, valid_rows, created_at)
      values (${adminId}, 'providers.csv', 1000, 'running', 10, 10, now() - make_interval(mins => ${minutesAgo}))
      returning id`;
    return row!.id;
  }

  it("is marked failed once its command is gone, never while the command still holds the import", async () => {
    const running = await commandLineImport(30);
    const justRecorded = await commandLineImport(0);
    const crashed = await commandLineImport(30);
    const release = await holdCommandLineImport(services.database, running);
    // The crashed command's lock ended with its connection, as when the process is killed.
    const other = postgres(t.url, { max: 1, onnotice: () => {} });
    await other`select pg_advisory_lock(${COMMAND_LINE_IMPORT_LOCK}::int, ${crashed}::int)`;
    await other.end();
    // Its server process ends just after the client hangs up.
    await expect
      .poll(async () => {
        const [held] = await t.sql<{ n: number }[]>`
          select count(*)::int as n from pg_locks
          where locktype = 'advisory' and classid = ${COMMAND_LINE_IMPORT_LOCK}::int::oid and objid = ${crashed}::int::oid`;
        return held!.n;
      })
      .toBe(0);
    try {
      await importHousekeepingJob(services, {}, { attempt: 1, maxAttempts: 25 });
      expect(await importRow(crashed)).toMatchObject({
        status: "failed",
        failure: "adminImport.failure.command_line_stopped",
      });
      expect((await importRow(running)).status).toBe("running");
      // Recorded a moment ago: its command takes the lock just after, so it is given a minute.
      expect((await importRow(justRecorded)).status).toBe("running");
    } finally {
      await release();
    }
    await importHousekeepingJob(services, {}, { attempt: 1, maxAttempts: 25 });
    expect((await importRow(running)).status).toBe("failed");
    expect(describeImportFailure("en", "adminImport.failure.command_line_stopped")).toMatch(/command stopped/);
    expect(describeImportFailure("es", "adminImport.failure.command_line_stopped")).toMatch(/comando/);
  });
  it("is marked failed when the real command is killed (kill -9) in the middle of the import", async () => {
    const file = path.join(dataDir, "command-line.csv");
    const rows = Array.from(
      { length: 30_000 },
      (_, i) => `Command ${i + 1} ABA,${i + 1} Command Rd,Austin,TX,78701,c${i + 1}@command.example,,,,`,
    );
    await writeFile(file, [IMPORT_HEADER, ...rows].join("\n"));
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/import-listings.ts", file], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: t.url, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "ignore",
    });
    const exited = once(child, "exit");
    // Killed once its first batch is in.
    let id = 0;
    await expect
      .poll(
        async () => {
          const [row] = await t.sql<{ id: number; processed: number }[]>`
            select id, processed_rows as processed from listing_imports where file_name = 'command-line.csv'`;
          id = row?.id ?? 0;
          return (row?.processed ?? 0) > 0;
        },
        { timeout: 60_000, interval: 50 },
      )
      .toBe(true);
    child.kill("SIGKILL");
    await exited;
    expect((await importRow(id)).status).toBe("running");

    await t.sql`update listing_imports set created_at = now() - interval '2 minutes' where id = ${id}`;
    await expect
      .poll(async () => {
        await importHousekeepingJob(services, {}, { attempt: 1, maxAttempts: 25 });
        return (await importRow(id)).status;
      })
      .toBe("failed");
    expect((await importRow(id)).failure).toBe("adminImport.failure.command_line_stopped");
  }, 120_000);
});
