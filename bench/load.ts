/**
 * Load run (issue 15): 200 connections for 60 s over a realistic mix of pages and API calls,
 * against the built app on a fresh DATA_DIR with the demo data (2,500 listings). Page URLs come
 * from the site's own sitemap. Reports errors, non-2xx answers, p50/p99 latency and requests/s.
 * Needs a current build (npm run build).
 * Usage: npm run bench:load [-- --connections 200 --seconds 60]
 *        BENCH_URL=http://127.0.0.1:3000 npm run bench:load   (an app that is already running)
 *        BENCH_PHASES=static,pages,mix (default mix): one run per phase, one after the other:
 *          static: the site's stylesheet (a precompressed asset: the ceiling of this server);
 *          pages:  the page part of the mix, over a fixed sample of BENCH_PAGE_SAMPLE (default 500)
 *                  page URLs, each fetched once first (a warm page cache, ADR 0014);
 *          mix:    pages and API calls as below.
 *        BENCH_WARM=1: every URL of the mix fetched once first (see below).
 */
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { exited, startApp, type AppProcess } from "./support/app-process.ts";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CONNECTIONS = arg("connections", 200);
const SECONDS = arg("seconds", 60);
const PORT = Number(process.env.E2E_PORT ?? 3463);

let app: AppProcess | undefined;
let dataDir: string | undefined;
let base = process.env.BENCH_URL;
if (!base) {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-load-"));
  await fs.chmod(dataDir, 0o755);
  app = await startApp({ DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${PORT}` }, PORT);
  base = `http://127.0.0.1:${PORT}`;
}
const origin = new URL(base);

/** Every <loc> of the sitemap (following a sitemap index), as paths. */
async function sitemapPaths(url: string): Promise<string[]> {
  const xml = await (await fetch(url)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  if (xml.includes("<sitemapindex")) return (await Promise.all(locs.map(sitemapPaths))).flat();
  return locs.map((loc) => {
    const u = new URL(loc);
    return u.pathname + u.search;
  });
}

const paths = await sitemapPaths(`${base}/sitemap.xml`);
const segments = (p: string) => p.split("/").filter(Boolean).length;
const listingPages = paths.filter((p) => segments(p) === 4);
const cityPages = paths.filter((p) => segments(p) === 2 && !p.startsWith("/blog/"));
const statePages = paths.filter((p) => segments(p) === 1 && /^\/[a-z-]+$/.test(p) && p.length > 3);
const blogPages = paths.filter((p) => p.startsWith("/blog"));
const listingIds = listingPages.map((p) => p.split("/").pop()!);
if (listingPages.length === 0 || cityPages.length === 0) throw new Error("the sitemap lists no listing or city pages");

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const SEARCH_WORDS = ["autism", "behavior", "therapy", "center", "kids", "aba"];
const STATES = ["TX", "CA", "FL", "NY", "IL", "OH", "GA", "NC"];

/** What visitors and API clients ask for, with weights that add up to 100, each drawn evenly from its URLs. */
const mix: [number, string, readonly string[]][] = [
  [15, "home", ["/"]],
  [12, "state page", statePages],
  [12, "city page", cityPages],
  [20, "listing page", listingPages],
  [8, "search page", SEARCH_WORDS.flatMap((q) => STATES.map((state) => `/search?q=${q}&state=${state}`))],
  [5, "content page", ["/about", "/resources", "/pricing", ...blogPages]],
  [15, "API search", STATES.flatMap((state) => [1, 2, 3].map((page) => `/api/listings?state=${state}&page=${page}`))],
  [8, "API listing", listingIds.map((id) => `/api/listings/${id}`)],
  [5, "API health", ["/api/health"]],
];
const pageMix = mix.filter(([, name]) => !name.startsWith("API"));
function pathFrom(list: typeof mix): string {
  const total = list.reduce((sum, [weight]) => sum + weight, 0);
  let r = Math.random() * total;
  for (const [weight, , urls] of list) {
    r -= weight;
    if (r < 0) return pick(urls);
  }
  return "/";
}
/** The pages phase: a fixed sample of page URLs drawn from the page mix, fetched once before the run. */
const SAMPLE = Number(process.env.BENCH_PAGE_SAMPLE ?? 500);
const pageSample = [...new Set(Array.from({ length: SAMPLE * 3 }, () => pathFrom(pageMix)))].slice(0, SAMPLE);
/**
 * Fetches each URL once from `from`, eight at a time. `host` sets the Host header (fetch cannot):
 * the page cache keys on the host, so warming a process behind a proxy must send the name the
 * proxy forwards.
 */
async function warm(list: readonly string[], from = base!, host?: string): Promise<{ failed: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const headers = { "accept-encoding": "gzip", "accept-language": "en-US", ...(host ? { host } : {}) };
  let failed = 0;
  const get = (p: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${from}${p}`, { agent, headers }, (res) => {
          if (res.statusCode !== 200) failed++;
          res.resume().on("end", resolve);
        })
        .on("error", reject);
    });
  const queue = [...list];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await get(next);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  agent.destroy();
  return { failed };
}
const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(await (await fetch(`${base}/`)).text())?.[1];
if (!stylesheet) throw new Error("the home page links no stylesheet");
const phases: Record<string, { describe: string; next: () => string }> = {
  static: { describe: `static asset ${stylesheet}`, next: () => stylesheet },
  pages: { describe: `${pageSample.length} page URLs (warm)`, next: () => pick(pageSample) },
  mix: { describe: mix.map(([weight, name]) => `${weight}% ${name}`).join(", "), next: () => pathFrom(mix) },
};
/**
 * BENCH_WARM=1: before the runs, every URL the mix can ask for is fetched once from each base of
 * BENCH_WARM_URLS (comma-separated; default the site itself), with BENCH_WARM_HOST as the Host
 * header if set: the page caches as they are on a site that has served this traffic for a few
 * minutes (at 1,000 requests a second, each of 2,500 listings is asked for about 24 times in
 * PAGE_CACHE_SECONDS' 300 s), rather than from a cold start.
 */
if (process.env.BENCH_WARM === "1") {
  const every = [...new Set(mix.flatMap(([, , urls]) => urls))];
  for (const from of (process.env.BENCH_WARM_URLS ?? base).split(",")) {
    const t0 = performance.now();
    const { failed } = await warm(every, from, process.env.BENCH_WARM_HOST);
    process.stdout.write(
      `warm-up: ${every.length} URLs from ${from} in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${failed} not 200\n`,
    );
  }
}
const phaseNames = (process.env.BENCH_PHASES ?? "mix").split(",").map((p) => p.trim());
for (const name of phaseNames) if (!phases[name]) throw new Error(`unknown phase ${name}: static, pages or mix`);

process.stdout.write(
  `load: ${CONNECTIONS} connections, ${SECONDS} s, ${listingPages.length} listing pages, ${cityPages.length} city pages, ${statePages.length} state pages\n`,
);
const rows: string[] = [];
for (const phase of phaseNames) {
  const { describe, next } = phases[phase]!;
  if (phase === "pages") {
    const t0 = performance.now();
    await warm(pageSample);
    process.stdout.write(`warm-up: ${pageSample.length} pages in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  }
  const loadBefore = os.loadavg()[0]!;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: origin.origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    headers: { "accept-encoding": "gzip", "accept-language": "en-US" },
    requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
  });
  const cpu = process.cpuUsage(cpuBefore);
  const summary = {
    phase,
    connections: CONNECTIONS,
    seconds: SECONDS,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: {
      "2xx": result["2xx"],
      "3xx": result["3xx"],
      "4xx": result["4xx"],
      "5xx": result["5xx"],
    },
    throughputMBps: Math.round((result.throughput.average / 1e6) * 10) / 10,
    loadAverage: { before: loadBefore, after: os.loadavg()[0] },
    /** The load generator's own CPU (all its threads) during the run. */
    cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
    mix: describe,
  };
  process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  rows.push(
    `| ${phase} | ${summary.requests} | ${summary.requestsPerSecond} | ${summary.latencyMs.p50} ms | ${summary.latencyMs.p90} ms | ${summary.latencyMs.p99} ms | ${summary.errors + summary.timeouts} | ${summary.non2xx} | ${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} |`,
  );
}
process.stdout.write(
  `\n| Phase | Requests | req/s | p50 | p90 | p99 | Errors | Non-2xx | Load average |\n|---|---|---|---|---|---|---|---|---|\n${rows.join("\n")}\n`,
);

if (app) {
  app.child.kill("SIGTERM");
  await exited(app.child);
}
if (dataDir) await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {});
