/**
 * Search API benchmark (issue 3): p50/p95 of searchListings at 100,000 listings for zip, city,
 * name, state and filtered searches, plus EXPLAIN (ANALYZE, BUFFERS) of one query per kind.
 *
 *   node --import tsx bench/search-api.ts             # embedded PostgreSQL in a temp folder
 *   DATABASE_URL=postgres://… node --import tsx bench/search-api.ts
 *
 * With DATABASE_URL it works in a database of its own (aba_atlas_bench) on that server and
 * drops it at the end (BENCH_KEEP=1 keeps it; a kept one with enough rows is reused, after applying
 * any newer migrations). BENCH_DATA_DIR=/some/folder runs the embedded server there and keeps it
 * (a 1,000,000-listing seed takes minutes: seed once, measure many times).
 * BENCH_LISTINGS (default 100000) and BENCH_RUNS (default 200) change the size; BENCH_KINDS
 * (say "name,filtered") times only those kinds.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { connect, type Database } from "../db/client.server.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../db/embedded.server.ts";
import { runMigrations } from "../db/migrate.server.ts";
import { loadPlaces } from "../server/seed/places.server.ts";
import type { LoadPhase } from "../server/seed/bulk-load.server.ts";
import { searchListings } from "../server/listings/search.server.ts";
import { parseListingSearchParams } from "../domain/search-params.ts";
import { seedListings } from "./seed-listings.ts";
import { benchCases, type BenchKind } from "./search-cases.ts";
import { explainSearch } from "./explain.ts";
import { percentile } from "./percentile.ts";
import { blockCounters, blockDelta, printSearchState } from "./support/search-state.ts";
import { keptEstimates } from "../server/listings/key-shares.server.ts";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** A folder of its own for the embedded server, kept and reused (its database too): BENCH_DATA_DIR. */
const DATA_DIR = process.env.BENCH_DATA_DIR;
const KEEP = process.env.BENCH_KEEP === "1" || DATA_DIR !== undefined;
const DB_NAME = "aba_atlas_bench";
const KINDS = process.env.BENCH_KINDS?.split(",").map((k) => k.trim());

function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function prepareDatabase(serverUrl: string): Promise<string> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin<
      { n: number }[]
    >`select count(*)::int as n from pg_database where datname = ${DB_NAME}`;
    const url = withDatabase(serverUrl, DB_NAME);
    if (exists?.n && KEEP) {
      const probe = postgres(url, { max: 1, onnotice: () => {} });
      const [row] = await probe<{ n: number }[]>`select count(*)::int as n from listings`.catch(() => [{ n: 0 }]);
      await probe.end();
      if ((row?.n ?? 0) >= LISTINGS) {
        console.info(`reusing ${DB_NAME} with ${row?.n} listings`);
        // A kept database gets the migrations added since (they backfill what they add).
        await runMigrations(url);
        return url;
      }
    }
    await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
    await admin.unsafe(`create database "${DB_NAME}"`);
    await runMigrations(url);
    const db = postgres(url, { max: 1, onnotice: () => {} });
    await loadPlaces(db);
    const t0 = performance.now();
    const phases: LoadPhase[] = [];
    await seedListings(db, LISTINGS, (phase) => phases.push(phase));
    const total = (prefix: string) => phases.filter((p) => p.name.startsWith(prefix)).reduce((sum, p) => sum + p.ms, 0);
    console.info(
      `seeded ${LISTINGS} listings in ${Math.round(performance.now() - t0)} ms: rows ${(total("rows") / 1000).toFixed(1)} s, ` +
        `${phases.filter((p) => p.name.startsWith("index")).length} index builds ${(total("index") / 1000).toFixed(1)} s, ` +
        `key checks ${(total("foreign key") / 1000).toFixed(1)} s; the slowest steps:`,
    );
    for (const { name, ms, walBytes } of phases.sort((a, b) => b.ms - a.ms).slice(0, 12))
      console.info(
        `  ${name.padEnd(60)} ${(ms / 1000).toFixed(1).padStart(6)} s  ${walBytes === null ? "" : `${(walBytes / 2 ** 20).toFixed(0)} MiB WAL`}`,
      );
    await db.end();
    return url;
  } finally {
    await admin.end();
  }
}

async function timeKind(database: Database, admin: postgres.Sql, kind: BenchKind, queries: string[]) {
  const params = queries.map((q) => {
    const parsed = parseListingSearchParams(new URLSearchParams(q));
    if (!parsed.ok) throw new Error(`bad bench query ${q}: ${parsed.error.message}`);
    return parsed.value;
  });
  // Warm-up: one untimed pass, so buffers hold what a server that has been up a while holds.
  const cold = await blockCounters(admin);
  for (const p of params) await searchListings({ database }, p);
  const warm = await blockCounters(admin);
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < RUNS; i++) {
    const p = params[i % params.length]!;
    const t0 = performance.now();
    const r = await searchListings({ database }, p);
    times.push(performance.now() - t0);
    results += r.listings.length;
  }
  const after = await blockCounters(admin);
  times.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  console.info(
    `${kind.padEnd(9)} p50 ${f(percentile(times, 0.5))} ms   p95 ${f(percentile(times, 0.95))} ms   max ${f(times.at(-1)!)} ms   avg results ${(results / RUNS).toFixed(1)}`,
  );
  console.info(`${"".padEnd(9)} warm-up ${blockDelta(cold, warm)}; timed ${blockDelta(warm, after)}`);
}

async function main() {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && DATA_DIR) {
    await fs.mkdir(DATA_DIR, { recursive: true, mode: 0o755 });
    embedded = await startEmbeddedPostgres({ dataDir: path.resolve(DATA_DIR) });
    serverUrl = embedded.url;
  } else if (!serverUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-atlas-bench-"));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir });
    serverUrl = embedded.url;
  }
  try {
    const url = await prepareDatabase(serverUrl);
    const database = connect(url, { max: 2 });
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await printSearchState(admin, keptEstimates(database.sql));
      console.info(
        `load ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
      );
      const all = await benchCases(database.sql, RUNS);
      const cases = KINDS ? Object.fromEntries(Object.entries(all).filter(([kind]) => KINDS.includes(kind))) : all;
      console.info(`\n${RUNS} runs per kind, searchListings end to end (id query + row query):`);
      for (const [kind, queries] of Object.entries(cases) as [BenchKind, string[]][]) {
        await timeKind(database, admin, kind, queries);
        console.info(`${"".padEnd(9)} load ${os.loadavg()[0]!.toFixed(2)}`);
      }
      console.info(`key-share cache after the runs: ${keptEstimates(database.sql)} estimates`);
      if (process.env.BENCH_EXPLAIN !== "0") {
        for (const [kind, queries] of Object.entries(cases) as [BenchKind, string[]][]) {
          await explainSearch(url, kind, queries[0]!);
        }
      }
    } finally {
      await database.close();
      await admin.end();
    }
    if (!KEEP) {
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
      await admin.end();
    }
  } finally {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
