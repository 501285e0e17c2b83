/**
 * The registry import end to end (issue 27, "Speed and size"):
 *   npm run bench:nppes-import [-- --file FULL.zip]
 *     [--gigabytes 2.5] [--changed 20000] [--deactivated 500] [--cpu-prof DIR]
 * On a fresh embedded PostgreSQL (migrated, places loaded; its start is not counted):
 *   1. the full file (the generator's, written to /tmp when --file is not given) through the real
 *      command line, `scripts/import-nppes.ts` with the npm script's Node flags, as a child process
 *      whose RSS is sampled every 50 ms: total time, MB/s of uncompressed npidata, peak RSS, each
 *      phase's time and listings written per second in the listings phase;
 *   2. a weekly file made from it: --changed ABA NPIs with a new phone number and --deactivated
 *      ABA NPIs deactivated (the default 20,000 needs a file of about 2.4 GB: 1 % ABA rows);
 *   3. BENCH_SEED (default 100,000) synthetic listings added beside the registry's, then every
 *      search benchmark kind (bench/search-cases.ts) BENCH_RUNS times (default 200): p50 / p95.
 * Goals: ≥ 60 MB/s, < 300 MB RSS, ≥ 5,000 listings/s, weekly < 30 s, search p95 within its budget.
 */
import { execFileSync, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { connect } from "../db/client.server.ts";
import { startEmbeddedPostgres } from "../db/embedded.server.ts";
import { runMigrations } from "../db/migrate.server.ts";
import { parseListingSearchParams } from "../domain/search-params.ts";
import { searchListings } from "../server/listings/search.server.ts";
import { findNppesEntry, listZipEntries } from "../server/nppes/zip.server.ts";
import { loadPlaces } from "../server/seed/places.server.ts";
import { percentile } from "./percentile.ts";
import { BUDGET_KINDS, benchCases, type BenchKind } from "./search-cases.ts";
import { seedListings } from "./seed-listings.ts";
import { writeWeeklyFromFull } from "./support/nppes-weekly.ts";

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const GIGABYTES = arg("gigabytes") ?? "2.5";
const CHANGED = Number(arg("changed") ?? 20_000);
const DEACTIVATED = Number(arg("deactivated") ?? 500);
const CPU_PROF = arg("cpu-prof");
const SEED = Number(process.env.BENCH_SEED ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** BENCH_WEEKLY=0 times the full file only (no weekly refresh, no search). */
const WEEKLY = process.env.BENCH_WEEKLY !== "0";
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const mb = (bytes: number) => bytes / 1e6;

/** The generator's file: --file, or one written once to /tmp and reused by later runs. */
async function fullFile(): Promise<string> {
  const given = arg("file");
  if (given) return path.resolve(given);
  const dir = `/tmp/nppes-bench-${GIGABYTES}gb`;
  const existing = (await readdir(dir).catch(() => [] as string[])).find((n) =>
    /^NPPES_Data_Dissemination_[A-Za-z]+_\d{4}_V2\.zip$/.test(n),
  );
  if (existing) return path.join(dir, existing);
  await mkdir(dir, { recursive: true });
  console.log(`Generating a ${GIGABYTES} GB full file in ${dir} (about 20 MB/s)…`);
  execFileSync(
    process.execPath,
    ["--import", "tsx", "bench/nppes-generate.ts", "--out", `${dir}/`, "--gigabytes", GIGABYTES],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  return fullFile();
}

/**
 * The Node flags of `npm run import:nppes` (package.json), so the bench runs what operators run;
 * BENCH_IMPORT_FLAGS (space-separated) replaces them to compare other flags on the same database.
 */
async function importNodeFlags(): Promise<string[]> {
  if (process.env.BENCH_IMPORT_FLAGS) return process.env.BENCH_IMPORT_FLAGS.split(/\s+/).filter(Boolean);
  const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = pkg.scripts["import:nppes"]!.split(/\s+/);
  return words.slice(1, words.indexOf("scripts/import-nppes.ts"));
}

interface ImportRun {
  wallMs: number;
  peakRssKb: number;
  phaseMs: Record<string, number>;
  listingsWrite: string | null;
  listingsStepMs: Record<string, number>;
  counts: Record<string, unknown>;
}

async function runImport(file: string, databaseUrl: string, label: string): Promise<ImportRun> {
  const flags = await importNodeFlags();
  const prof = CPU_PROF
    ? // One profile per thread (tsx's loader has its own), named by Node: CPU_PROF/<label>/.
      ["--cpu-prof", `--cpu-prof-dir=${path.resolve(CPU_PROF, label)}`]
    : [];
  const t0 = performance.now();
  const child = spawn(process.execPath, [...flags, ...prof, "scripts/import-nppes.ts", file], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let peakRssKb = 0;
  // VmHWM is the kernel's own peak; sampled until the process ends, the last sample holds nearly all of it.
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakRssKb = Math.max(peakRssKb, hwm);
    } catch {
      // The process has ended.
    }
  }, 50);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  clearInterval(sampler);
  const wallMs = performance.now() - t0;
  if (code !== 0) throw new Error(`import of ${file} exited ${code}:\n${output}`);
  const done = output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map(
      (l) =>
        JSON.parse(l) as {
          msg?: string;
          phaseMs?: Record<string, number>;
          listingsWrite?: string | null;
          listingsStepMs?: Record<string, number>;
          counts?: Record<string, unknown>;
        },
    )
    .find((l) => l.msg === "registry import done");
  if (!done?.phaseMs || !done.counts) throw new Error(`no "registry import done" line in:\n${output}`);
  return {
    wallMs,
    peakRssKb,
    phaseMs: done.phaseMs,
    listingsWrite: done.listingsWrite ?? null,
    listingsStepMs: done.listingsStepMs ?? {},
    counts: done.counts,
  };
}

const listingsWritten = (c: Record<string, unknown>) =>
  ["added", "updated", "unchanged", "deactivated", "reactivated"].reduce((sum, k) => sum + Number(c[k] ?? 0), 0);

function report(label: string, run: ImportRun, npidataBytes: number | null) {
  const seconds = run.wallMs / 1000;
  const listingsMs = run.phaseMs.listings ?? 0;
  const written =
    Number(run.counts.added ?? 0) +
    Number(run.counts.updated ?? 0) +
    Number(run.counts.deactivated ?? 0) +
    Number(run.counts.reactivated ?? 0);
  console.log(`\n${label}`);
  console.log(`  total ${seconds.toFixed(1)} s (the whole process, Node start included)`);
  if (npidataBytes !== null)
    console.log(
      `  ${(mb(npidataBytes) / seconds).toFixed(0)} MB/s of uncompressed npidata (${mb(npidataBytes).toFixed(0)} MB)`,
    );
  console.log(`  peak RSS ${(run.peakRssKb / 1024).toFixed(0)} MiB`);
  console.log(
    `  phases (ms) ${JSON.stringify(run.phaseMs)}, listings written ${run.listingsWrite ?? "?"} ${JSON.stringify(run.listingsStepMs)}`,
  );
  console.log(`  counts ${JSON.stringify(run.counts)}`);
  console.log(
    `  listings phase: ${written.toLocaleString("en-US")} listings written (${listingsWritten(run.counts).toLocaleString("en-US")} looked at) in ${(listingsMs / 1000).toFixed(1)} s: ` +
      `${listingsMs > 0 ? Math.round((written / listingsMs) * 1000).toLocaleString("en-US") : "—"} listings/s`,
  );
}

async function timeSearch(url: string) {
  const database = connect(url, { max: 2 });
  try {
    const [{ n } = { n: 0 }] = await database.sql<
      { n: number }[]
    >`select count(*)::int as n from listings where status = 'active'`;
    const cases = await benchCases(database.sql, RUNS);
    console.log(
      `\nSearch at ${n.toLocaleString("en-US")} active listings, ${RUNS} runs per kind (load ${loadAverage()}):`,
    );
    for (const [kind, queries] of Object.entries(cases) as [BenchKind, string[]][]) {
      const params = queries.map((q) => {
        const parsed = parseListingSearchParams(new URLSearchParams(q));
        if (!parsed.ok) throw new Error(`bad bench query ${q}`);
        return parsed.value;
      });
      for (const p of params) await searchListings({ database }, p);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await searchListings({ database }, params[i % params.length]!);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const budget = BUDGET_KINDS.includes(kind)
        ? percentile(times, 0.95) <= 25
          ? "within 25 ms"
          : "OVER 25 ms"
        : "no budget";
      console.log(
        `  ${kind.padEnd(15)} p50 ${percentile(times, 0.5).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(6)} ms   ${budget}`,
      );
    }
  } finally {
    await database.close();
  }
}

async function main() {
  const file = await fullFile();
  const npidata = findNppesEntry(await listZipEntries(file), "npidata");
  if (!npidata) throw new Error(`${file} holds no npidata_pfile`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-nppes-import-"));
  await chmod(dir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, "data") });
  try {
    const admin = postgres(embedded.url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database aba_atlas_bench`);
    await admin.end();
    const url = new URL(embedded.url);
    url.pathname = "/aba_atlas_bench";
    await runMigrations(url.href);
    const setup = postgres(url.href, { max: 1, onnotice: () => {} });
    await loadPlaces(setup);
    await setup.end();

    console.log(
      `${file}: ${mb((await stat(file)).size).toFixed(0)} MB zipped, npidata ${mb(npidata.uncompressedSize).toFixed(0)} MB`,
    );
    console.log(`load average before the full import: ${loadAverage()}`);
    const full = await runImport(file, url.href, "full");
    report(`Full file (load average after: ${loadAverage()})`, full, npidata.uncompressedSize);

    if (!WEEKLY) return;
    const t0 = performance.now();
    const weekly = await writeWeeklyFromFull(file, dir, { changed: CHANGED, deactivated: DEACTIVATED });
    console.log(
      `\nWeekly file: ${weekly.changed.toLocaleString("en-US")} ABA NPIs with a new phone, ${weekly.deactivated} deactivated (written in ${((performance.now() - t0) / 1000).toFixed(1)} s, not counted)`,
    );
    console.log(`load average before the weekly import: ${loadAverage()}`);
    const refresh = await runImport(weekly.file, url.href, "weekly");
    report(`Weekly refresh (load average after: ${loadAverage()})`, refresh, null);

    if (SEED > 0) {
      const seed = postgres(url.href, { max: 1, onnotice: () => {} });
      const s0 = performance.now();
      await seedListings(seed, SEED);
      await seed.end();
      console.log(
        `\nSeeded ${SEED.toLocaleString("en-US")} synthetic listings beside the registry's in ${((performance.now() - s0) / 1000).toFixed(1)} s.`,
      );
      await timeSearch(url.href);
    }
  } finally {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
