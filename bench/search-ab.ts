/**
 * Two versions of searchListings in one process, each bench query sent to both in turn (which
 * goes first alternating), so both see the same load; also checks that they answer the same
 * (total, matched, the ids in order and each listing's distance). For a machine whose load swings
 * too much for whole runs to compare.
 *
 *   git archive <ref> | tar -x -C /tmp/old && ln -s "$PWD/node_modules" /tmp/old/node_modules
 *   BENCH_OLD_TREE=/tmp/old DATABASE_URL=postgres://…/aba_atlas_bench node --import tsx bench/search-ab.ts
 *
 * Without BENCH_OLD_TREE it times this tree alone. BENCH_RUNS (default 100) rounds per kind after
 * a warm-up pass over 50 queries; BENCH_KINDS=rare_pair,deep_page limits the kinds. The old tree
 * runs on this tree's database schema (its migrations are not applied), or with
 * BENCH_OLD_DATABASE_URL on a database of its own (a copy of the same data at its schema). BENCH_COUNT=1 asks both to
 * count the matches beyond the cap, as the search pages do (countBeyondCap). Beside the wall-clock
 * times it prints the CPU each call cost (bench/support/cpu-time.ts), which the load moves less.
 */
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import postgres from "postgres";
import { connect, customPlans, type Database } from "../db/client.server.ts";
import { searchListings } from "../server/listings/search.server.ts";
import { parseListingSearchParams } from "../domain/search-params.ts";
import { benchCases, BUDGET_KINDS, type BenchKind } from "./search-cases.ts";
import { percentile } from "./percentile.ts";
import { cpuMeter } from "./support/cpu-time.ts";
import { printSearchState } from "./support/search-state.ts";
import { keptEstimates } from "../server/listings/key-shares.server.ts";

type Search = typeof searchListings;
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL (a seeded bench database) is required");
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const KINDS = (process.env.BENCH_KINDS?.split(",").map((k) => k.trim()) ?? BUDGET_KINDS) as BenchKind[];
const oldTree = process.env.BENCH_OLD_TREE;
const countBeyondCap = process.env.BENCH_COUNT === "1";
const database = connect(url, { max: 2 });
// The old tree on a database of its own (a copy at its own schema), else on this one.
const oldDatabase = process.env.BENCH_OLD_DATABASE_URL
  ? connect(process.env.BENCH_OLD_DATABASE_URL, { max: 2 })
  : database;
const versions: { label: string; search: Search; database: Database }[] = [];
if (oldTree) {
  const module = (await import(pathToFileURL(path.resolve(oldTree, "server/listings/search.server.ts")).href)) as {
    searchListings: Search;
  };
  versions.push({ label: "old", search: module.searchListings, database: oldDatabase });
}
versions.push({ label: "new", search: searchListings, database });

const admin = postgres(url, { max: 1, onnotice: () => {} });
const databaseNames = [url, process.env.BENCH_OLD_DATABASE_URL ?? url].map((u) => new URL(u).pathname.slice(1));
const meter = cpuMeter(admin, databaseNames);
const cases = await benchCases(database.sql, 200);
// postgres.js sends arrays only once a pool has fetched the server's types (its first query).
for (const sql of [oldDatabase.sql, customPlans(oldDatabase.sql), customPlans(database.sql)]) await sql`select 1`;
const load = () => os.loadavg()[0]!.toFixed(1);
await printSearchState(admin, keptEstimates(database.sql));
const f = (t: number[]) => {
  const s = [...t].sort((a, b) => a - b);
  return `${percentile(s, 0.5).toFixed(1).padStart(6)} / ${percentile(s, 0.95).toFixed(1).padStart(6)}`;
};
console.info(
  `p50 / p95 ms (wall clock, then CPU: this process and its PostgreSQL backends), ${RUNS} rounds per kind; load ${load()}`,
);
for (const kind of KINDS) {
  const params = cases[kind].map((q) => {
    const parsed = parseListingSearchParams(new URLSearchParams(q));
    if (!parsed.ok) throw new Error(`bad bench query ${q}: ${parsed.error.message}`);
    return { ...parsed.value, countBeyondCap };
  });
  for (const p of params.slice(0, 50)) for (const v of versions) await v.search({ database: v.database }, p);
  await meter.refresh();
  const times = versions.map(() => [] as number[]);
  const cpu = versions.map(() => [] as number[]);
  let differ = 0;
  for (let i = 0; i < RUNS; i++) {
    const p = params[i % params.length]!;
    const answers: string[] = [];
    for (let k = 0; k < versions.length; k++) {
      const j = (i + k) % versions.length;
      const t0 = performance.now();
      const { result: r, cpuMs } = await meter.measure(() =>
        versions[j]!.search({ database: versions[j]!.database }, p),
      );
      times[j]!.push(performance.now() - t0);
      cpu[j]!.push(cpuMs);
      answers[j] = JSON.stringify([r.total, r.matched, r.listings.map((l) => [l.id, l.distanceMiles])]);
    }
    if (answers.some((a) => a !== answers[0]) && ++differ <= 3) {
      console.info(`  differs: ?${cases[kind][i % params.length]}\n${answers.map((a) => `    ${a}`).join("\n")}`);
    }
  }
  const cols = versions.map((v, j) => `${v.label} ${f(times[j]!)}  cpu ${f(cpu[j]!)}`).join("   ");
  console.info(
    `${kind.padEnd(15)} ${cols}${versions.length > 1 ? `   different answers ${differ}` : ""}   load ${load()}`,
  );
}
await database.close();
if (oldDatabase !== database) await oldDatabase.close();
await admin.end();
