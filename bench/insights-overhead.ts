/**
 * What owner insights cost a search (issue 11): the search API and the /search page under load,
 * alternating rounds where every request is counted (appearances and the search log recorded,
 * flushed every 5 s) and rounds where none is (the same browser, marked as a prefetch: the route
 * still sets the headers and the middleware still removes them, but records nothing and nothing
 * is written). Not a crawler's User-Agent: React renders pages for bots differently
 * (app/entry.server.tsx waits for the whole document), which would skew the comparison. Built app, fresh DATA_DIR with the demo data (2,500 listings).
 * Usage: node --import tsx bench/insights-overhead.ts [--connections 10 --seconds 10 --rounds 3]
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { exited, startApp } from "./support/app-process.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg("connections", 10);
const SECONDS = arg("seconds", 10);
const ROUNDS = arg("rounds", 3);
const PORT = Number(process.env.BENCH_PORT ?? 3474);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PATHS = [
  "/api/listings?query=78701",
  "/api/listings?query=Austin%2C%20TX",
  "/api/listings?state=CA&services=ABA%20Therapy",
  "/api/listings?query=10001&sort=rating",
  "/search?query=Denver",
  "/search?state=TX",
];

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-insights-"));
await fs.chmod(dataDir, 0o755);
const app = await startApp({ DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${PORT}` }, PORT);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

async function round(counted: boolean) {
  const headers: Record<string, string> = { "user-agent": BROWSER, ...(counted ? {} : { "sec-purpose": "prefetch" }) };
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: PATHS.map((p) => ({ method: "GET", path: p, headers })),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  console.log(
    `load average before: ${load()}; ${CONNECTIONS} connections, ${SECONDS} s a round, ${ROUNDS} rounds each`,
  );
  await round(true); // warm-up
  const results: Record<"counted" | "not counted", Awaited<ReturnType<typeof round>>[]> = {
    counted: [],
    "not counted": [],
  };
  for (let i = 0; i < ROUNDS; i++) {
    // Alternating, so both modes see the same drift in the machine's load.
    for (const mode of i % 2 ? (["not counted", "counted"] as const) : (["counted", "not counted"] as const)) {
      results[mode].push(await round(mode === "counted"));
    }
  }
  for (const [mode, runs] of Object.entries(results)) {
    const mean = (f: (r: (typeof runs)[number]) => number) => runs.reduce((s, r) => s + f(r), 0) / runs.length;
    console.log(
      `${mode.padEnd(12)} req/s ${mean((r) => r.rps)
        .toFixed(0)
        .padStart(
          5,
        )}  p50 ${mean((r) => r.p50).toFixed(1)} ms  p99 ${mean((r) => r.p99).toFixed(1)} ms  errors ${runs.reduce((s, r) => s + r.errors, 0)}  (rounds: ${runs.map((r) => r.rps.toFixed(0)).join(", ")} req/s)`,
    );
  }
  // Let the last flush land, then show that the counted rounds were written.
  await new Promise((r) => setTimeout(r, 6_000));
  const port = (await fs.readFile(path.join(dataDir, "postgres-port"), "utf8")).trim();
  const password = (await fs.readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  const sql = postgres(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/aba_atlas`, { max: 1 });
  const [stats] =
    await sql`select coalesce(sum(appearances), 0)::int as appearances, count(*)::int as rows from listing_daily_stats`;
  const [searches] = await sql`select coalesce(sum(searches), 0)::int as searches from search_daily_stats`;
  await sql.end();
  console.log(`written: ${stats!.appearances} appearances in ${stats!.rows} rows, ${searches!.searches} searches`);
  console.log(`load average after: ${load()}`);
} finally {
  app.child.kill("SIGTERM");
  await exited(app.child);
  await fs.rm(dataDir, { recursive: true, force: true });
}
