/**
 * Lighthouse on a phone (issue 14): each page type's median performance score, FCP, LCP, TBT,
 * CLS and JavaScript bytes over BENCH_RUNS runs (default 3), with Lighthouse's mobile preset
 * (4× CPU slowdown, 150 ms RTT, 1.6 Mbps), in Chromium at /usr/bin/chromium (CHROMIUM_PATH).
 *
 *   npm run bench:lighthouse
 *
 * What it does:
 *  1. Builds when the sources changed (as `npm start` does), then starts the production server
 *     (NODE_ENV=production) on BENCH_PORT (default 3621) with a fresh embedded database in a
 *     temp folder and DEMO_DATA=1, so the first start loads the 2,500 demo listings. Map tiles point at a port
 *     that refuses at once: the bench never leaves loopback.
 *  2. Measures home, search, state, city, a listing page, a blog article, pricing, and the
 *     hydrated /favorites and /compare.
 *  3. In the same run, measures a static copy of /texas (or BENCH_STATIC_PATH) with every script
 *     and module preload removed, served with the same CSS from a small static server on BENCH_STATIC_PORT (default: any free port): the
 *     ceiling a page without JavaScript reaches on this machine at this moment.
 *
 * The figures depend on the machine's load (Lighthouse simulates the throttling from the real
 * run); compare pages against the static ceiling of the same run, not across runs. BENCH_PAGES
 * (comma-separated names, e.g. home,state) measures only those; BENCH_KEEP=1 keeps the reports
 * (JSON) and the temp folder (paths printed).
 *
 * The preset's 4× CPU slowdown stands for a phone only on a machine of the speed Lighthouse
 * assumes; the table's header prints this machine's benchmark index (Lighthouse's own; DevTools
 * calibrates a low-tier phone, the Moto G Power the preset names, at 264). BENCH_CPU_SLOWDOWN
 * (e.g. 12 on a machine of index ≈ 3,200) measures at another multiplier, the rest of the preset
 * unchanged.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3621);
/** The static copy's port: BENCH_STATIC_PORT, else any free port (a fixed PORT + 1 may be someone else's). */
let staticPort = Number(process.env.BENCH_STATIC_PORT ?? 0);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const KEEP = process.env.BENCH_KEEP === "1";
const CPU_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
const ONLY = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(",").map((p) => p.trim())) : null;

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const base = `http://localhost:${PORT}`;

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 600_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no answer from ${url} after ${timeoutMs / 1000} s`);
}

function startServer(dataDir: string): ChildProcess {
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // Production refuses to start without it (emailed links); the bench sends no mail.
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
      // Production loads no demo data on its own (README); the pages measured need listings.
      DEMO_DATA: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return server;
}

/** The page copied for the static ceiling: BENCH_STATIC_PATH, else /texas. */
const STATIC_PATH = process.env.BENCH_STATIC_PATH ?? "/texas";

/** The page without its scripts: every <script> and modulepreload link removed. */
async function staticCopy(): Promise<string> {
  const html = await (await fetch(`${base}${STATIC_PATH}`)).text();
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
    .replace(/<link\b[^>]*as="fetch"[^>]*>/gi, "");
}

const TYPES: Record<string, string> = {
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** Serves the static /texas at / and the client build's files (brotli copies when asked). */
function startStaticServer(html: string): Promise<http.Server> {
  const root = path.join(repo, "build", "client");
  const compressedHtml = zlib.brotliCompressSync(html);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://localhost:${staticPort}`);
    const brotli = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    if (url.pathname === "/") {
      // Compressed as the app server sends it, or the ceiling would pay for 5× the bytes.
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        ...(brotli ? { "content-encoding": "br" } : {}),
      });
      res.end(brotli ? compressedHtml : html);
      return;
    }
    const file = path.join(root, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ""));
    void (async () => {
      const candidates = brotli ? [`${file}.br`, file] : [file];
      for (const candidate of candidates) {
        try {
          const stat = await fs.stat(candidate);
          if (!stat.isFile()) continue;
          res.writeHead(200, {
            "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
            "cache-control": "public, max-age=31536000, immutable",
            ...(candidate.endsWith(".br") ? { "content-encoding": "br" } : {}),
          });
          createReadStream(candidate).pipe(res);
          return;
        } catch {
          // Try the next candidate.
        }
      }
      res.writeHead(404).end();
    })();
  });
  return new Promise((resolve) =>
    server.listen(staticPort, () => {
      const address = server.address();
      if (address && typeof address === "object") staticPort = address.port;
      resolve(server);
    }),
  );
}

/** JavaScript transferred, from the network-requests audit. */
function scriptBytes(result: RunnerResult): number {
  const details = result.lhr.audits["network-requests"]?.details as
    { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function figures(result: RunnerResult): Figures {
  const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBytes: scriptBytes(result),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

async function listingPath(): Promise<string> {
  const body = (await (await fetch(`${base}/api/listings?state=TX&pageSize=1`)).json()) as {
    listings: Array<{ url: string }>;
  };
  const url = body.listings[0]?.url;
  if (!url) throw new Error("no listing to measure");
  return url;
}

async function main() {
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), "aba-lighthouse-"));
  const dataDir = path.join(temp, "data");
  await fs.mkdir(dataDir, { mode: 0o755 });
  await fs.chmod(temp, 0o755);
  const server = startServer(dataDir);
  let staticServer: http.Server | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  try {
    await waitForHealth(`${base}/api/health`, server);
    const pages: Array<[string, string]> = [
      ["home", `${base}/`],
      ["search", `${base}/search?query=78704`],
      ["state", `${base}/texas`],
      ["city", `${base}/texas/austin`],
      // Asked only when measured: BENCH_PAGES without it needs no listing in the database.
      ["listing", !ONLY || ONLY.has("listing") ? `${base}${await listingPath()}` : ""],
      ["blog article", `${base}/blog/what-is-aba-therapy`],
      ["pricing", `${base}/pricing`],
      // Hydrated pages whose hearts, tray, toasts and newsletter are the islands (ADR 0016).
      ["favorites", `${base}/favorites`],
      ["compare", `${base}/compare`],
    ];
    staticServer = await startStaticServer(await staticCopy());
    pages.push([`static ${STATIC_PATH} (no scripts)`, `http://localhost:${staticPort}/`]);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
      ],
    });
    const flags: Flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] };
    if (CPU_SLOWDOWN) {
      // The mobile preset's network figures (Lighthouse's mobileSlow4G), only the CPU changed.
      flags.throttling = {
        rttMs: 150,
        throughputKbps: 1.6 * 1024,
        requestLatencyMs: 150 * 3.75,
        downloadThroughputKbps: 1.6 * 1024 * 0.9,
        uploadThroughputKbps: 750 * 0.9,
        cpuSlowdownMultiplier: CPU_SLOWDOWN,
      };
    }
    const indexes: number[] = [];
    const rows: Array<[string, Figures]> = [];
    for (const [name, url] of pages) {
      if (ONLY && !ONLY.has(name.split(" ")[0]!)) continue;
      // One untimed load warms the server's caches and the connection.
      await fetch(url);
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        if (KEEP) await fs.writeFile(path.join(temp, `${name.replace(/\W+/g, "-")}-${i + 1}.json`), result.report);
        runs.push(figures(result));
        indexes.push(runs.at(-1)!.benchmarkIndex);
        process.stderr.write(`${name} run ${i + 1}: ${runs.at(-1)!.score}\n`);
      }
      const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
      rows.push([
        name,
        {
          score: pick("score"),
          fcp: pick("fcp"),
          lcp: pick("lcp"),
          tbt: pick("tbt"),
          cls: pick("cls"),
          jsBytes: pick("jsBytes"),
          benchmarkIndex: pick("benchmarkIndex"),
        },
      ]);
    }
    console.log(
      `\nLighthouse ${RUNS > 1 ? `median of ${RUNS}` : "1 run"}, mobile preset${CPU_SLOWDOWN ? ` with ${CPU_SLOWDOWN}× CPU slowdown` : ""}, ` +
        `load average ${os.loadavg()[0]!.toFixed(1)}, benchmark index ${Math.round(median(indexes))} ` +
        `(${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))})\n`,
    );
    console.log("| Page | Perf | FCP | LCP | TBT | CLS | JS |");
    console.log("|---|---|---|---|---|---|---|");
    for (const [name, f] of rows) {
      console.log(
        `| ${name} | ${f.score} | ${(f.fcp / 1000).toFixed(2)} s | ${(f.lcp / 1000).toFixed(2)} s | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${(f.jsBytes / 1024).toFixed(0)} KiB |`,
      );
    }
  } finally {
    await chrome?.kill();
    staticServer?.close();
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (KEEP) console.log(`\nKept: ${temp}`);
    else await fs.rm(temp, { recursive: true, force: true });
  }
}

await main();
