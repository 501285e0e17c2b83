/**
 * Load run (issue 15): 200 connections for 60 s over a realistic mix of pages and API calls,
 * against the built app on a fresh DATA_DIR with the demo data (2,500 listings). Page URLs come
 * from the site's own sitemap. Reports errors, non-2xx answers, p50/p99 latency and requests/s.
 * Needs a current build (npm run build).
 * Usage: npm run bench:load [-- --connections 200 --seconds 60]
 *        BENCH_URL=http://127.0.0.1:3000 npm run bench:load   (an app that is already running)
 */
import fs from "node:fs/promises";
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

/** What visitors and API clients ask for, with weights that add up to 100. */
const mix: [number, string, () => string][] = [
  [15, "home", () => "/"],
  [12, "state page", () => pick(statePages)],
  [12, "city page", () => pick(cityPages)],
  [20, "listing page", () => pick(listingPages)],
  [8, "search page", () => `/search?q=${pick(SEARCH_WORDS)}&state=${pick(STATES)}`],
  [5, "content page", () => pick(["/about", "/resources", "/pricing", ...blogPages])],
  [15, "API search", () => `/api/listings?state=${pick(STATES)}&page=${1 + Math.floor(Math.random() * 3)}`],
  [8, "API listing", () => `/api/listings/${pick(listingIds)}`],
  [5, "API health", () => "/api/health"],
];
function nextPath(): string {
  let r = Math.random() * 100;
  for (const [weight, , make] of mix) {
    r -= weight;
    if (r < 0) return make();
  }
  return "/";
}

process.stdout.write(
  `load: ${CONNECTIONS} connections, ${SECONDS} s, ${listingPages.length} listing pages, ${cityPages.length} city pages, ${statePages.length} state pages\n`,
);
const loadBefore = os.loadavg()[0]!;
const result = await autocannon({
  url: origin.origin,
  connections: CONNECTIONS,
  duration: SECONDS,
  timeout: 30,
  headers: { "accept-encoding": "gzip", "accept-language": "en-US" },
  requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }],
});
const summary = {
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
  mix: mix.map(([weight, name]) => `${weight}% ${name}`).join(", "),
};
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);

if (app) {
  app.child.kill("SIGTERM");
  await exited(app.child);
}
if (dataDir) await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {});
