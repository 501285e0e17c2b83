/**
 * A registry import, for the job and the command line alike. Four phases, each resumable:
 *   providers    npidata_pfile's ABA rows into registry_providers (checkpoint: rows read);
 *   other_names  othername_pfile's names of the NPIs the file held;
 *   locations    pl_pfile's secondary practice locations of those NPIs;
 *   listings     the listings of every provider that changed (checkpoint: the last NPI done).
 * A deactivation report has only the providers phase (its NPIs and dates) and the listings phase.
 * Progress commits with each batch, so a rerun after a crash or kill -9 resumes where the last
 * batch ended and writes no row twice.
 */
import path from "node:path";
import type postgres from "postgres";
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import type { NppesAddress, NppesOtherName } from "@domain/nppes/record.ts";
import type { Logger } from "../logger.server.ts";
import { audit } from "../auth/audit.server.ts";
import {
  allZipCentres,
  buildListings,
  loadChangedProviders,
  encodeNewListings,
  insertNewListings,
} from "./build-listings.server.ts";
import {
  addSkipped,
  loadImportState,
  saveProgress,
  type ImportPhase,
  type ImportState,
} from "./import-progress.server.ts";
import { markIndividualsAtChangedOrganisations, organisationAddresses } from "./organisation-addresses.server.ts";
import { readNppesProviders } from "./read-providers.server.ts";
import { readNppesOtherNames, readNppesSecondaryLocations } from "./read-other-files.server.ts";
import { readDeactivationReport } from "./read-deactivation-report.server.ts";
import { withBulkLoad } from "../seed/bulk-load.server.ts";
import { enqueueGeocoding } from "../geocode/enqueue-geocoding.server.ts";
import { reviewPossibleDuplicates } from "./review-matches.server.ts";
import { listZipEntries, findNppesEntry } from "./zip.server.ts";
import { replaceLists, seenNpis } from "./write-names-and-locations.server.ts";
import { deactivate, retireUnseen, writeProviders } from "./write-providers.server.ts";

/** Providers per transaction in the listings phase (per statement in the first import's bulk load). */
const LISTINGS_BATCH = 1_000;

/**
 * The first import into an empty directory writes its listings with the table's secondary indexes
 * dropped and built once at the end (ADR 0019): maintaining twenty GIN, GiST and B-tree indexes
 * row by row is most of what writing a listing costs. Only then: searches wait on the table until
 * it commits, and an empty directory has nothing for them to find meanwhile.
 */
const REGISTRY_BULK_LOAD = {
  tables: ["listings", "listing_name_words"],
  // Its row-by-row insert into listing_intake_events is done in one statement after the load.
  triggers: ["listings.listings_log_intake_event"],
} as const;

/** One registry import at a time across processes (the listings phase reads what the others write). */
const REGISTRY_IMPORT_LOCK = 0x6e70;

type Tx = postgres.TransactionSql;

type Services = { database: Database; logger: Pick<Logger, "info" | "warn"> };

export type NppesImportOutcome = { status: "done" | "skipped" | "busy"; state: ImportState | null };

export class NppesFileError extends Error {}

interface RunInput {
  importId: number;
  /** After each committed batch. */
  onProgress?: (state: ImportState) => void;
  /** Providers per batch of the file reader (tests use small ones to cut a run between batches). */
  readerBatchSize?: number;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Runs a queued or interrupted import to its end. Throws on a database or file failure (a retry resumes). */
export async function runNppesImport(services: Services, input: RunInput): Promise<NppesImportOutcome> {
  const { database } = services;
  const lock = await database.sql.reserve();
  try {
    const [{ locked } = { locked: false }] = await lock<{ locked: boolean }[]>`
      select pg_try_advisory_lock(${REGISTRY_IMPORT_LOCK}::int, 0) as locked`;
    if (!locked) return { status: "busy", state: await loadImportState(database, input.importId) };
    try {
      return await run(services, input);
    } finally {
      await lock`select pg_advisory_unlock(${REGISTRY_IMPORT_LOCK}::int, 0)`;
    }
  } finally {
    lock.release();
  }
}

async function run(services: Services, input: RunInput): Promise<NppesImportOutcome> {
  const { database, logger } = services;
  const { importId } = input;
  const [started] = await database.sql`
    update nppes_imports set status = 'running', started_at = coalesce(started_at, now())
    where id = ${importId} and status in ('queued', 'running') returning id`;
  if (!started) return { status: "skipped", state: await loadImportState(database, importId) };
  let state = (await loadImportState(database, importId))!;
  if (!state.filePath) throw new NppesFileError("the import's file is gone");
  const filePath = state.filePath;
  const t0 = Date.now();
  const report = async () => {
    state = (await loadImportState(database, importId))!;
    input.onProgress?.(state);
  };
  // Milliseconds each phase took in this run (the log line at the end; docs/performance.md reads it).
  const phaseMs: Partial<Record<ImportPhase, number>> = {};
  let phaseStart = Date.now();
  // How the listings phase wrote (docs/performance.md reads it from the log line too).
  let listingsWrite: "bulk" | "batches" | null = null;
  const listingsStepMs: Record<string, number> = {};
  const moveTo = async (phase: ImportPhase) => {
    phaseMs[state.phase] = Date.now() - phaseStart;
    phaseStart = Date.now();
    await saveProgress(database.sql, importId, { phase, phaseRows: 0, phaseCursor: null, counts: state.counts });
    await report();
  };

  if (state.phase === "providers") {
    if (state.kind === "deactivation") await deactivationPhase(database, state, filePath, report);
    else await providersPhase(database, state, filePath, report, input.readerBatchSize);
    await moveTo(state.kind === "deactivation" ? "listings" : "other_names");
  }
  if (state.phase === "other_names" || state.phase === "locations") {
    const entries = await listZipEntries(filePath);
    if (state.phase === "other_names") {
      if (findNppesEntry(entries, "othername")) {
        const seen = await seenNpis(database, importId);
        const names = await collect(
          readNppesOtherNames(filePath, seen),
          (n: NppesOtherName) => n.npi,
          (n) => n,
        );
        await replaceLists(database, importId, "other_names", seen, names);
      }
      await moveTo("locations");
    }
    if (findNppesEntry(entries, "pl")) {
      const seen = await seenNpis(database, importId);
      const locations = await collect(
        readNppesSecondaryLocations(filePath, seen),
        (l) => l.npi,
        (l): NppesAddress => l.address,
      );
      await replaceLists(database, importId, "secondary_locations", seen, locations);
    }
    await moveTo("listings");
  }
  if (state.phase === "listings") {
    listingsWrite = await listingsPhase(database, state, report, listingsStepMs);
    await reviewPossibleDuplicates(database, importId);
    await moveTo("done");
  }
  await finish(database, state);
  state = (await loadImportState(database, importId))!;
  logger.info(
    { importId, ms: Date.now() - t0, phaseMs, listingsWrite, listingsStepMs, counts: state.counts },
    "registry import done",
  );
  return { status: "done", state };
}

async function collect<T, V>(
  batches: AsyncIterable<readonly T[]>,
  key: (item: T) => string,
  value: (item: T) => V,
): Promise<Map<string, V[]>> {
  const byNpi = new Map<string, V[]>();
  for await (const batch of batches) {
    for (const item of batch) {
      const list = byNpi.get(key(item));
      if (list) list.push(value(item));
      else byNpi.set(key(item), [value(item)]);
    }
  }
  return byNpi;
}

async function knownNpis(database: Database): Promise<Set<string>> {
  const rows = await database.sql<{ npi: string }[]>`select npi from registry_providers`;
  return new Set(rows.map((r) => r.npi));
}

async function providersPhase(
  database: Database,
  state: ImportState,
  filePath: string,
  report: () => Promise<void>,
  batchSize?: number,
) {
  const known = await knownNpis(database);
  const counts = state.counts;
  let layoutSaved = false;
  for await (const batch of readNppesProviders(filePath, {
    startAfterRow: state.phaseRows,
    knownNpis: known,
    batchSize,
  })) {
    counts.read = batch.rowsRead;
    counts.matched += batch.providers.length;
    for (const [reason, n] of Object.entries(batch.skipped)) addSkipped(counts, `row_${reason}`, n);
    await inTransaction(database, async (tx) => {
      await tx.sql`set local synchronous_commit = off`;
      await writeProviders(tx, state.id, batch.providers);
      if (!layoutSaved) {
        await tx.sql`update nppes_imports set layout_version = ${batch.layoutVersion} where id = ${state.id}`;
        layoutSaved = true;
      }
      await saveProgress(tx.sql, state.id, {
        phase: "providers",
        phaseRows: batch.rowsRead,
        phaseCursor: null,
        counts,
      });
    });
    await report();
  }
  // A full file lists every NPI: one of ours it no longer matched has left behavior analysis.
  if (state.kind === "full") await retireUnseen(database, state.id);
}

async function deactivationPhase(
  database: Database,
  state: ImportState,
  filePath: string,
  report: () => Promise<void>,
) {
  const counts = state.counts;
  let rows = 0;
  for await (const batch of readDeactivationReport(filePath)) {
    const start = rows;
    rows += batch.length;
    // Already written by a run cut short.
    if (rows <= state.phaseRows) continue;
    const fresh = batch.slice(Math.max(0, state.phaseRows - start));
    counts.read = rows;
    await inTransaction(database, async (tx) => {
      counts.matched += await deactivate(
        tx,
        state.id,
        fresh.map((r) => ({ npi: r.npi, date: r.deactivationDate, reason: "" })),
      );
      await saveProgress(tx.sql, state.id, { phase: "providers", phaseRows: rows, phaseCursor: null, counts });
    });
    await report();
  }
}

async function listingsPhase(
  database: Database,
  state: ImportState,
  report: () => Promise<void>,
  stepMs: Record<string, number>,
) {
  let stepStart = Date.now();
  const stepDone = (name: string) => {
    stepMs[name] = (stepMs[name] ?? 0) + Date.now() - stepStart;
    stepStart = Date.now();
  };
  if (state.phaseCursor === null) await markIndividualsAtChangedOrganisations(database, state.id);
  const organisations = await organisationAddresses(database);
  stepDone("organisations");
  const write = (tx: Tx, after: string | null) => writeListingsBatch(tx, state, organisations, after);
  if (state.phaseCursor === null) {
    // Raw postgres.js transactions here and below (not inTransaction): the bulk load and the
    // batch writers are raw SQL taking its TransactionSql (table lock, set local), nothing Drizzle.
    const bulk = await database.sql.begin(async (tx) => {
      // Waits for any writer, then holds the table until commit: nobody adds a listing meanwhile.
      await tx`lock table listings in share row exclusive mode`;
      const [row] = await tx<{ empty: boolean }[]>`select not exists (select 1 from listings) as empty`;
      if (!row?.empty) return false;
      await tx`set local synchronous_commit = off`;
      // The registry's listings are a small table (tens of thousands of rows): starting parallel
      // workers for each of its twenty-odd index builds cost more than they saved (1.04 s for all
      // of them without workers, 1.23 s with two, on 17,420 listings; docs/performance.md).
      await tx`set local max_parallel_maintenance_workers = 0`;
      stepDone("lock");
      await withBulkLoad(tx, REGISTRY_BULK_LOAD, async () => {
        stepDone("drop");
        await writeNewListings(tx, state, organisations);
        // What the switched-off trigger logs for each new active listing (search alerts read it).
        await tx`insert into listing_intake_events (listing_id, kind)
          select id, 'new_listing' from listings where status = 'active' order by id`;
        stepDone("write");
      });
      stepDone("build");
      return true;
    });
    if (bulk) {
      // The index builds told the planner the table's size; autovacuum analyses its columns within
      // a minute (the table grew past its threshold), so the import does not wait for that.
      stepDone("commit");
      await report();
      return "bulk" as const;
    }
  }
  for (let cursor = state.phaseCursor; ;) {
    const after = cursor;
    const next = await database.sql.begin(async (tx) => {
      // As the CSV import: a crash may lose the last batches' commits, never part of one, and
      // the progress commits with them, so a rerun redoes exactly what was lost.
      await tx`set local synchronous_commit = off`;
      return write(tx, after);
    });
    if (next === null) break;
    cursor = next;
    await report();
  }
  return "batches" as const;
}

/** One batch of changed providers after `after` made into listings; their last NPI, or null when none was left. */
async function writeListingsBatch(
  tx: Tx,
  state: ImportState,
  organisations: Set<string>,
  after: string | null,
): Promise<string | null> {
  const providers = await loadChangedProviders(tx, state.id, after, LISTINGS_BATCH);
  if (providers.length === 0) return null;
  await buildListings(tx, providers, organisations, state.fileDate ?? today(), state.counts);
  const cursor = providers.at(-1)!.npi;
  state.phaseRows += providers.length;
  await saveProgress(tx, state.id, {
    phase: "listings",
    phaseRows: state.phaseRows,
    phaseCursor: cursor,
    counts: state.counts,
  });
  return cursor;
}

/**
 * Every changed provider's listings into an empty listings table, in one transaction. Each batch
 * is made and encoded in JavaScript while PostgreSQL writes the one before (the next batch's read
 * is sent ahead of that write on the same connection), so the two cores work at once.
 */
async function writeNewListings(tx: Tx, state: ImportState, organisations: Set<string>): Promise<void> {
  const centres = await allZipCentres(tx);
  const confirmedOn = state.fileDate ?? today();
  let providers = await loadChangedProviders(tx, state.id, null, LISTINGS_BATCH);
  let writing: Promise<unknown> = Promise.resolve();
  while (providers.length > 0) {
    const rows = encodeNewListings(providers, organisations, centres, confirmedOn, state.counts);
    state.phaseRows += providers.length;
    const after = providers.at(-1)!.npi;
    await writing;
    const next = loadChangedProviders(tx, state.id, after, LISTINGS_BATCH);
    writing = insertNewListings(tx, rows);
    // Awaited next round; a failed read ahead of it must not leave its rejection unhandled.
    writing.catch(() => {});
    providers = await next;
  }
  await writing;
  await saveProgress(tx, state.id, {
    phase: "listings",
    phaseRows: state.phaseRows,
    phaseCursor: null,
    counts: state.counts,
  });
}

async function finish(database: Database, state: ImportState): Promise<void> {
  await inTransaction(database, async (tx) => {
    await tx.sql`update nppes_imports set status = 'done', finished_at = now() where id = ${state.id}`;
    // New and moved listings sit at their zip code's centre until the geocoder (GEOCODER_URL) places them.
    await enqueueGeocoding(tx);
    await audit(tx, {
      userId: state.userId,
      action: "nppes_import_finished",
      ip: null,
      details: {
        importId: state.id,
        fileName: path.basename(state.fileName),
        kind: state.kind,
        ...state.counts,
        skipped: JSON.stringify(state.counts.skipped),
      },
    });
  });
}
