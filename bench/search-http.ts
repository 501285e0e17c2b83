/**
 * The search API over HTTP against the same SQL run directly (issues 14 and 16): per kind,
 * GET /api/listings from a production server, searchListings in this process, and the
 * statements that search sends replayed on a connection of their own; then requests/s at
 * BENCH_CONNECTIONS (default 10) connections.
 *
 *   node --import tsx scripts/build.ts      # once: the server serves ./build
 *   DATABASE_URL=postgres://…/aba_atlas_bench node --import tsx bench/search-http.ts
 *
 * DATABASE_URL is a seeded database (the one `BENCH_KEEP=1 bench/search-api.ts` keeps). The
 * server is server/main.ts on BENCH_PORT (default 3461), NODE_ENV=production. Per kind, after
 * one warm-up pass, BENCH_RUNS (default 200) rounds; each round sends one query three ways,
 * which goes first rotating, so all three see the same load:
 *  - http: fetch until the last byte of the JSON (loopback, no compression asked for);
 *  - in-process: searchListings with this process's own pool;
 *  - direct SQL: each statement that search sent (recorded once per query through postgres.js's
 *    debug hook), sent again with its parameters, one after the other, on a
 *    plan_cache_mode = force_custom_plan connection as the app's search pool.
 * "http ÷ sql" is the ratio of the p50s. A fourth way takes its turn in every round: the floor,
 * bench/search-floor-server.ts on BENCH_PORT + 2, which wraps the same search in nothing but
 * node:http and JSON.stringify ("floor ÷ sql": what any Node server here adds to the statements;
 * the app's own cost is the distance between the two). Then BENCH_SECONDS (default 8) of BENCH_CONNECTIONS
 * concurrent keep-alive clients per kind, cycling through its queries. Client, server and
 * PostgreSQL share the machine's cores; the load average is printed before and after.
 *
 * BENCH_OLD_TREE=/path/to/another/checkout (with its own ./build) also starts that tree's server
 * on BENCH_PORT + 1 and measures it in the same rotation ("old http") and, taking turns a second
 * at a time, in the throughput runs, so an app change is compared with its base under one load.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { connect, type Database } from "../db/client.server.ts";
import { searchListings } from "../server/listings/search.server.ts";
import { parseListingSearchParams, type ListingSearchParams } from "../domain/search-params.ts";
import { benchCases, BUDGET_KINDS, type BenchKind } from "./search-cases.ts";
import { percentile } from "./percentile.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL (a seeded bench database) is required");
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3461);
const OLD_TREE = process.env.BENCH_OLD_TREE;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const KINDS = (process.env.BENCH_KINDS?.split(",").map((k) => k.trim()) ?? BUDGET_KINDS) as BenchKind[];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = `http://127.0.0.1:${PORT}`;
const oldBase = `http://127.0.0.1:${PORT + 1}`;
const floorBase = `http://127.0.0.1:${PORT + 2}`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

interface Statement {
  query: string;
  params: unknown[];
}

/**
 * A client that records what it sends (customPlans() of a client not made by connect() is the
 * client itself, so every statement goes through it), with its types fetched before the first
 * search (postgres.js needs them to send arrays).
 */
const recorded: Statement[] = [];
const recorder = postgres(url, {
  max: 1,
  onnotice: () => {},
  connection: { plan_cache_mode: "force_custom_plan" },
  debug: (_connection, query, params) => recorded.push({ query, params: params as unknown[] }),
});
await recorder`select 1`;
const recordingDatabase: Database = { sql: recorder, db: undefined as never, close: () => recorder.end() };

async function startServer(tree: string, origin: string, script = "server/main.ts") {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: new URL(origin).port,
      DATABASE_URL: url,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PUBLIC_URL: origin,
      PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} (is ./build there?)`);
    if (Date.now() > deadline) throw new Error("server did not answer /api/health within 120 s");
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return () =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function httpGet(query: string, origin = base): Promise<void> {
  const r = await fetch(`${origin}/api/listings?${query}`, { headers: { "accept-encoding": "identity" } });
  if (!r.ok) throw new Error(`GET /api/listings?${query}: ${r.status} ${await r.text()}`);
  await r.arrayBuffer();
}

const f = (n: number) => n.toFixed(1).padStart(6);
const summary = (t: number[]) => {
  const s = [...t].sort((a, b) => a - b);
  return { p50: percentile(s, 0.5), p95: percentile(s, 0.95) };
};

async function latency(database: Database, direct: postgres.Sql, kind: BenchKind, queries: string[]) {
  const params: ListingSearchParams[] = queries.map((q) => {
    const parsed = parseListingSearchParams(new URLSearchParams(q));
    if (!parsed.ok) throw new Error(`bad bench query ${q}: ${parsed.error.message}`);
    return parsed.value;
  });
  // The statements of each query, recorded once (warms the caches too).
  const statements: Statement[][] = [];
  for (const p of params) {
    recorded.length = 0;
    await searchListings({ database: recordingDatabase }, p);
    statements.push([...recorded]);
  }
  for (const q of queries) await httpGet(q);
  for (const q of queries) await httpGet(q, floorBase);
  if (OLD_TREE) for (const q of queries) await httpGet(q, oldBase);
  const ways = {
    http: (i: number) => httpGet(queries[i]!),
    oldHttp: (i: number) => httpGet(queries[i]!, oldBase),
    floor: (i: number) => httpGet(queries[i]!, floorBase),
    inProcess: (i: number) => searchListings({ database }, params[i]!),
    sql: async (i: number) => {
      for (const s of statements[i]!) await direct.unsafe(s.query, s.params as never[], { prepare: true });
    },
  };
  const times = {
    http: [] as number[],
    oldHttp: [] as number[],
    floor: [] as number[],
    inProcess: [] as number[],
    sql: [] as number[],
  };
  const order = OLD_TREE
    ? (["http", "oldHttp", "floor", "inProcess", "sql"] as const)
    : (["http", "floor", "inProcess", "sql"] as const);
  for (let r = 0; r < RUNS; r++) {
    const i = r % queries.length;
    for (let k = 0; k < order.length; k++) {
      const way = order[(r + k) % order.length]!;
      times[way].push(await timed(() => ways[way](i)));
    }
  }
  const h = summary(times.http);
  const p = summary(times.inProcess);
  const s = summary(times.sql);
  const fl = summary(times.floor);
  const n = statements.reduce((a, b) => a + b.length, 0) / statements.length;
  const old = OLD_TREE ? summary(times.oldHttp) : null;
  const oldColumns = old ? `   old http ${f(old.p50)} / ${f(old.p95)} (${(old.p50 / s.p50).toFixed(2)}×)` : "";
  console.info(
    `${kind.padEnd(15)} ${n.toFixed(1).padStart(4)}  http ${f(h.p50)} / ${f(h.p95)}   in-process ${f(p.p50)} / ${f(p.p95)}   sql ${f(s.p50)} / ${f(s.p95)}   http ÷ sql ${(h.p50 / s.p50).toFixed(2)}×   floor ${f(fl.p50)} (${(fl.p50 / s.p50).toFixed(2)}×)${oldColumns}`,
  );
}

/** BENCH_CONNECTIONS clients cycling through the queries against one server for `ms`. */
async function burst(queries: string[], origin: string, ms: number, times: number[], next: { i: number }) {
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const q = queries[next.i++ % queries.length]!;
        times.push(await timed(() => httpGet(q, origin)));
      }
    }),
  );
}

/**
 * Requests/s over BENCH_SECONDS. With an old tree, the two servers take turns one second at a
 * time, so a change in the machine's load falls on both alike.
 */
async function throughput(kind: BenchKind, queries: string[]) {
  const servers = OLD_TREE
    ? [
        { label: kind, origin: base },
        { label: `${kind} (old)`, origin: oldBase },
      ]
    : [{ label: kind, origin: base }];
  const runs = servers.map((s) => ({ ...s, times: [] as number[], next: { i: 0 } }));
  for (let second = 0; second < SECONDS; second++) {
    for (const run of runs) await burst(queries, run.origin, 1000, run.times, run.next);
  }
  for (const { label, times } of runs) {
    const t = summary(times);
    console.info(
      `${label.padEnd(19)} ${(times.length / SECONDS).toFixed(0).padStart(5)} req/s   p50 ${f(t.p50)} ms   p95 ${f(t.p95)} ms`,
    );
  }
}

const stops = [await startServer(root, base), await startServer(root, floorBase, "bench/search-floor-server.ts")];
if (OLD_TREE) stops.push(await startServer(path.resolve(OLD_TREE), oldBase));
const database = connect(url, { max: 2 });
const direct = postgres(url, { max: 1, onnotice: () => {}, connection: { plan_cache_mode: "force_custom_plan" } });
try {
  const [{ n } = { n: 0 }] = await direct<{ n: number }[]>`select count(*)::int as n from listings`;
  const cases = await benchCases(database.sql, RUNS);
  console.info(`${n} listings, load ${load()}`);
  console.info(`\n${RUNS} rounds per kind, p50 / p95 ms (statements per search):`);
  for (const kind of KINDS) await latency(database, direct, kind, cases[kind]);
  console.info(`\nload ${load()}; ${CONNECTIONS} connections, ${SECONDS} s per kind:`);
  for (const kind of KINDS) await throughput(kind, cases[kind]);
  console.info(`load ${load()}`);
} finally {
  await database.close();
  await direct.end();
  await recorder.end();
  await Promise.all(stops.map((stop) => stop()));
}
