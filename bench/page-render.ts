/**
 * Page server render benchmark (issue 3): p50/p95 of the full HTML of state, city and listing
 * pages at 100,000 listings, fetched over loopback from a production server, one request at a
 * time, after a warm-up pass.
 *
 *   node --import tsx bench/page-render.ts
 *
 * What it does:
 *  1. Builds the app into a private copy of the working tree (a temp folder whose node_modules is
 *     a link to this one), so the benchmark never replaces ./build under a server or a browser
 *     suite that is using it. BENCH_SOURCE=head (or any git ref) builds that commit instead of
 *     the working tree (uncommitted work stays out). BENCH_BUILD=reuse serves ./build as it is (check that
 *     it is current: `npm start` rebuilds it when the sources changed).
 *  2. Starts an embedded PostgreSQL in a temp folder, applies the migrations, loads the zip-code
 *     places and seeds BENCH_LISTINGS (default 100000) listings with bench/seed-listings.ts.
 *  3. Starts server/main.ts on BENCH_PORT (default 3611) with DATABASE_URL pointing there
 *     (NODE_ENV=production, LOG_LEVEL=info) and reads its request log for the server-side time.
 *  4. BENCH_WARMUP (default 1000) untimed requests per server over all the pages to be timed (see
 *     warmUp), then per page kind: one untimed pass over its URLs and BENCH_RUNS (default 200) timed requests
 *     cycling through them. Client time is fetch until the last byte of the body; server time is
 *     the `ms` of the server's request log line (loaders plus the React shell, before streaming).
 *     On Linux it also prints the server process's CPU time per page (user + system, all threads,
 *     from /proc/<pid>/stat over the timed requests): unlike the times, it barely moves with the
 *     load from other work on the machine, so it compares builds run at different loads.
 *
 * BENCH_DATA_DIR=/some/folder keeps the database there and reuses its listings on the next run
 * (seeding takes a minute or more). BENCH_KEEP=1 leaves the temp folders (paths printed).
 * BENCH_KINDS=state,city times only those page kinds (state, city, listing, search, home).
 * BENCH_COMPARE=<git ref> also builds that commit and serves it on BENCH_PORT + 1 from the same
 * database; each timed request then goes to both servers, which one first alternating, so both
 * builds see the same load at the same moments (one line per build and kind).
 * BENCH_CPU_PROF=/some/folder runs the server with `node --cpu-prof` and writes its profile
 * there when the bench stops it (open the .cpuprofile in Chrome DevTools or speedscope).
 *
 * The server runs with PAGE_CACHE_SECONDS=0 (set it to measure the cache instead), so every
 * request renders its page. BENCH_KINDS=audit times, each on its own line, the five pages of the
 * outside audit (issue 30 item 27): /, /search?query=austin, /texas, /texas/houston and a Texas
 * listing page; the "server CPU … ms/page" column is the figure kept in docs/performance.md.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../db/embedded.server.ts";
import { runMigrations } from "../db/migrate.server.ts";
import { loadPlaces } from "../server/seed/places.server.ts";
import { slugify } from "../domain/slug.ts";
import { stateByCode, stateSlug } from "../domain/states.ts";
import { seedListings } from "./seed-listings.ts";
import { connect } from "../db/client.server.ts";
import { parseConfig } from "../server/config.server.ts";
import { buildDataPackage } from "../server/hsds/build-data-package.server.ts";
import { percentile } from "./percentile.ts";

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3611);
const REUSE_BUILD = process.env.BENCH_BUILD === "reuse";
/** A commit to build instead of the working tree: BENCH_SOURCE=head, or any git ref. */
const SOURCE_REF = process.env.BENCH_SOURCE
  ? process.env.BENCH_SOURCE === "head"
    ? "HEAD"
    : process.env.BENCH_SOURCE
  : null;
const COMPARE_REF = process.env.BENCH_COMPARE || null;
const KEEP = process.env.BENCH_KEEP === "1";
const DATA_DIR = process.env.BENCH_DATA_DIR;
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
const KINDS = process.env.BENCH_KINDS ? new Set(process.env.BENCH_KINDS.split(",").map((k) => k.trim())) : null;
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1000);
const BUDGET_P95_MS = 50;
const PUBLIC_URL = `http://127.0.0.1:${PORT}`;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What `react-router build` and server/main.ts read (compare scripts/build-stamp.ts). */
const COPY = [
  "app",
  "server",
  "scripts",
  "domain",
  "db",
  "public",
  "types",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
const SKIP_COPY = /(^|\/)(node_modules|\.react-router)(\/|$)|\.test\.tsx?$/;

const shortRef = (ref: string) =>
  spawnSync("git", ["rev-parse", "--short", ref], { cwd: repo }).stdout.toString().trim() || ref;

async function buildCopy(ref: string | null): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "aba-atlas-bench-build-"));
  if (ref) {
    // A commit only: other work in progress in the tree stays out of the figures.
    const entries = COPY.filter((e) => spawnSync("git", ["cat-file", "-e", `${ref}:${e}`], { cwd: repo }).status === 0);
    const archive = spawnSync("git", ["archive", "--format=tar", ref, ...entries], {
      cwd: repo,
      maxBuffer: 1 << 30,
    });
    if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr.toString()}`);
    const untar = spawnSync("tar", ["-x", "-C", root], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString()}`);
    console.info(`building ${ref} = ${shortRef(ref)}`);
  } else {
    for (const entry of COPY) {
      const from = path.join(repo, entry);
      const exists = await fs.stat(from).then(
        () => true,
        () => false,
      );
      if (!exists) continue;
      await fs.cp(from, path.join(root, entry), {
        recursive: true,
        filter: (src) => !SKIP_COPY.test(path.relative(repo, src)),
      });
    }
  }
  await fs.symlink(path.join(repo, "node_modules"), path.join(root, "node_modules"), "dir");
  const t0 = performance.now();
  const result = spawnSync(path.join(repo, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`react-router build failed in ${root} (status ${result.status})`);
  console.info(`built a private copy in ${((performance.now() - t0) / 1000).toFixed(1)} s (${root})`);
  return root;
}

async function seedDatabase(serverUrl: string): Promise<string> {
  const url = serverUrl.replace(/\/postgres$/, "/aba_atlas_bench");
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = 'aba_atlas_bench'`;
  if (exists) {
    // A kept BENCH_DATA_DIR: reuse its listings when there are enough.
    const probe = postgres(url, { max: 1, onnotice: () => {} });
    const [row] = await probe<{ n: number }[]>`select count(*)::int as n from listings`;
    if ((row?.n ?? 0) >= LISTINGS) {
      // A server stopped by an earlier run mid-job leaves its job locked for hours: no server
      // runs now, so every lock is stale.
      await probe`select graphile_worker.force_unlock_workers(array(
        select locked_by from graphile_worker._private_jobs where locked_by is not null
        union select locked_by from graphile_worker._private_job_queues where locked_by is not null))`.catch(
        (err: Error) => console.warn(`could not unlock stale jobs: ${err.message}`),
      );
      await probe.end();
      await admin.end();
      console.info(`reusing ${row!.n.toLocaleString("en-US")} listings`);
      return url;
    }
    await probe.end();
    await admin.unsafe(`drop database "aba_atlas_bench" with (force)`);
  }
  await admin.unsafe(`create database "aba_atlas_bench"`);
  await admin.end();
  await runMigrations(url);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await loadPlaces(sql);
    const t0 = performance.now();
    await seedListings(sql, LISTINGS);
    console.info(
      `seeded ${LISTINGS.toLocaleString("en-US")} listings in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  } finally {
    await sql.end();
  }
  return url;
}

/**
 * The HSDS data package is built by a job in the server process (every 10 minutes when the data
 * changed): for 100,000 listings that is a minute or more of CPU, which would land in some
 * page's figure. It is built here before any timing, into the servers' DATA_DIR for their
 * address, so their job finds it current and does nothing.
 */
async function buildPackageFirst(databaseUrl: string, appDataDir: string): Promise<void> {
  const config = parseConfig({
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    DATA_DIR: appDataDir,
    PUBLIC_URL,
  });
  const database = connect(databaseUrl, { max: 2 });
  try {
    const result = await buildDataPackage({ config, database });
    if (result.built) console.info(`built the HSDS data package first (${(result.ms / 1000).toFixed(0)} s)`);
  } finally {
    await database.close();
  }
}

interface Server {
  child: ChildProcess;
  /** Server-side `ms` by request id, from the request log. */
  serverMs: Map<string, number>;
  base: string;
  /** The build it serves (printed when two builds are compared). */
  label: string;
  stop(): Promise<void>;
}

async function startServer(
  root: string,
  databaseUrl: string,
  port: number,
  label: string,
  appDataDir: string,
): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const profile = CPU_PROF_DIR ? ["--cpu-prof", `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: appDataDir,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      // Every request renders its page (the cache would answer all but the first).
      PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? "0",
      // Production requires the public address (emailed links): the first server's, for both
      // builds, so their pages and their HSDS data package (built for one address) are alike.
      PUBLIC_URL: PUBLIC_URL,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const serverMs = new Map<string, number>();
  readline.createInterface({ input: child.stdout! }).on("line", (line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; requestId?: string; ms?: number };
      if (entry.msg === "request" && entry.requestId && typeof entry.ms === "number")
        serverMs.set(entry.requestId, entry.ms);
    } catch {
      // not a log line
    }
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error("server did not answer /api/health within 120 s");
    }
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, serverMs, base, label, stop };
}

/** State pages: big, middle and small states, and DC. */
const STATE_CODES = ["TX", "CA", "NY", "FL", "OH", "WY", "VT", "DC"];
const slugOf = (code: string) => stateSlug(stateByCode(code)!);

async function cityPaths(sql: postgres.Sql): Promise<string[]> {
  // The two busiest cities of a few states: the page searches around the city.
  const rows = await sql<{ state: string; city: string; n: number }[]>`
    with c as (
      select state, city, count(*)::int as n,
             row_number() over (partition by state order by count(*) desc, city) as r
      from listings where status = 'active' and state in ('TX', 'CA', 'NY', 'FL', 'WY', 'DC')
      group by state, city)
    select state, city, n from c where r <= 2 order by state, r`;
  return rows.map((r) => `/${slugOf(r.state)}/${slugify(r.city)}`).filter((p) => !p.endsWith("/"));
}

async function listingPaths(base: string): Promise<string[]> {
  // Preferred URLs as the API gives them, from several states.
  const paths: string[] = [];
  for (const state of ["TX", "CA", "NY", "WY", "DC"]) {
    const r = await fetch(`${base}/api/listings?state=${state}&pageSize=4`);
    if (!r.ok) throw new Error(`GET /api/listings?state=${state}: ${r.status}`);
    const body = (await r.json()) as { listings?: { url: string }[]; data?: { url: string }[] };
    const list = body.listings ?? body.data ?? [];
    for (const l of list) if (l.url && l.url !== "/") paths.push(l.url);
  }
  return paths;
}

const CLK_TCK = Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim()) || 100;

/** CPU time (user + system, all threads) a process has used so far, in ms; null off Linux. */
async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    // After "pid (comm) ": field 3 (state) onwards; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return null;
  }
}

async function fetchPage(base: string, pathname: string): Promise<{ ms: number; requestId: string; bytes: number }> {
  const requestId = `bench-${randomUUID()}`;
  const t0 = performance.now();
  const res = await fetch(`${base}${pathname}`, {
    headers: { "x-request-id": requestId, "accept-language": "en-US", accept: "text/html" },
    redirect: "manual",
  });
  const body = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${pathname}: ${res.status}`);
  return { ms, requestId, bytes: body.length };
}

/**
 * BENCH_WARMUP requests per server, cycling through every page the run will time, before any is
 * timed. V8 compiles a function's optimised code only after it has run many times, so a server
 * that has answered a few hundred requests spends more CPU per page than one that has answered
 * thousands, as any server in production has (issue 30 item 27: up to 2.5 ms a page between two
 * processes of one build). BENCH_WARMUP=0 times the cold process, as the bench did before.
 */
async function warmUp(servers: Server[], paths: string[]) {
  for (let i = 0; i < WARMUP; i++) for (const server of servers) await fetchPage(server.base, paths[i % paths.length]!);
}

async function timeKind(servers: Server[], kind: string, paths: string[]) {
  if (paths.length === 0) throw new Error(`no ${kind} pages to fetch`);
  for (const server of servers) for (const p of paths) await fetchPage(server.base, p); // warm-up
  const runs = servers.map(() => ({ client: [] as number[], ids: [] as string[], bytes: 0 }));
  const cpu0 = await Promise.all(servers.map((s) => cpuMs(s.child.pid)));
  for (let i = 0; i < RUNS; i++) {
    // With two builds, which one goes first alternates.
    const order = i % 2 ? servers.map((_, k) => servers.length - 1 - k) : servers.map((_, k) => k);
    for (const k of order) {
      const r = await fetchPage(servers[k]!.base, paths[i % paths.length]!);
      runs[k]!.client.push(r.ms);
      runs[k]!.ids.push(r.requestId);
      runs[k]!.bytes += r.bytes;
    }
  }
  const cpu1 = await Promise.all(servers.map((s) => cpuMs(s.child.pid)));
  await new Promise((r) => setTimeout(r, 200)); // let the last log lines arrive
  servers.forEach((server, k) => {
    const { client, ids, bytes } = runs[k]!;
    const serverSide = ids.flatMap((id) => {
      const ms = server.serverMs.get(id);
      return ms === undefined ? [] : [ms];
    });
    client.sort((a, b) => a - b);
    serverSide.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1).padStart(6);
    const p95 = percentile(client, 0.95);
    const cpu = cpu0[k] != null && cpu1[k] != null ? (cpu1[k]! - cpu0[k]!) / RUNS : null;
    console.info(
      `${kind.padEnd(14)}${servers.length > 1 ? ` ${server.label.padEnd(12)}` : ""} client p50 ${f(percentile(client, 0.5))}  p95 ${f(p95)}  max ${f(client.at(-1)!)} ms` +
        `   server p50 ${f(percentile(serverSide, 0.5))}  p95 ${f(percentile(serverSide, 0.95))} ms` +
        `   ${Math.round(bytes / RUNS / 1024)} KiB   ${paths.length} pages   ${p95 <= BUDGET_P95_MS ? "within" : "OVER"} ${BUDGET_P95_MS} ms p95` +
        (cpu !== null ? `   server CPU ${cpu.toFixed(1)} ms/page` : ""),
    );
  });
}

async function main() {
  const temp: string[] = [];
  let embedded: EmbeddedPostgres | undefined;
  const servers: Server[] = [];
  try {
    const root = REUSE_BUILD ? repo : await buildCopy(SOURCE_REF);
    if (!REUSE_BUILD) temp.push(root);
    const compareRoot = COMPARE_REF ? await buildCopy(COMPARE_REF) : null;
    if (compareRoot) temp.push(compareRoot);
    let dataDir = DATA_DIR;
    if (dataDir) await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
    else {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-atlas-bench-pages-"));
      temp.push(dataDir);
    }
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir });
    const url = await seedDatabase(embedded.url);
    // The servers' DATA_DIR: kept next to a kept database, shared by both builds.
    let appDataDir: string;
    if (DATA_DIR) {
      appDataDir = `${path.resolve(DATA_DIR)}-app`;
      await fs.mkdir(appDataDir, { recursive: true });
    } else {
      appDataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-atlas-bench-app-data-"));
      temp.push(appDataDir);
    }
    const label = REUSE_BUILD ? "./build" : SOURCE_REF ? shortRef(SOURCE_REF) : "working tree";
    servers.push(await startServer(root, url, PORT, label, appDataDir));
    if (compareRoot) servers.push(await startServer(compareRoot, url, PORT + 1, shortRef(COMPARE_REF!), appDataDir));
    // After the servers' start: their start-up maintenance writes to watched tables (a
    // statement-level trigger bumps the data generation even when no row changes), which makes
    // a package built for the previous generation stale.
    await new Promise((r) => setTimeout(r, 3000));
    await buildPackageFirst(url, appDataDir);

    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const cities = await cityPaths(sql);
    await sql.end();
    const listings = await listingPaths(servers[0]!.base);
    const states = STATE_CODES.map((c) => `/${slugOf(c)}`);

    const load = () =>
      os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(", ");
    console.info(`\nload average before: ${load()}`);
    console.info(
      `${RUNS} sequential requests per kind${servers.length > 1 ? " and build" : ""} over loopback, full HTML (English), after ${WARMUP} warm-up requests per server over the timed pages and one pass per kind:`,
    );
    const plan: Array<[string, string[]]> = [
      ["state", states],
      ["city", cities],
      ["listing", listings],
      [
        "search",
        ["/listings", "/search?query=78701", "/search?query=Houston%2C+TX", "/search?services=Speech+Therapy&state=CA"],
      ],
      ["home", ["/"]],
    ];
    const timed = plan.filter(([kind]) => !KINDS || KINDS.has(kind));
    if (KINDS?.has("audit")) {
      // The audit's five pages, one line each.
      const texasListing = listings.find((p) => p.includes("/texas/")) ?? listings[0]!;
      for (const [kind, p] of [
        ["/", "/"],
        ["/search", "/search?query=austin"],
        ["/texas", "/texas"],
        ["/texas/houston", "/texas/houston"],
        ["listing", texasListing],
      ] as const) {
        timed.push([kind, [p]]);
      }
    }
    await warmUp(servers, [...new Set(timed.flatMap(([, paths]) => paths))]);
    for (const [kind, paths] of timed) await timeKind(servers, kind, paths);
    console.info(`load average after: ${load()}`);
    console.info(`pages: ${[...states, ...cities, ...listings].join(" ")}`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    if (CPU_PROF_DIR) console.info(`server CPU profile in ${CPU_PROF_DIR}`);
    await embedded?.stop();
    if (KEEP) console.info(`kept: ${temp.join(" ")}`);
    else for (const dir of temp) await fs.rm(dir, { recursive: true, force: true });
  }
}

await main();
