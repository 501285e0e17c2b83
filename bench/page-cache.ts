/**
 * The page cache against a render, on the same server at the same moment (ADR 0014, issue 14).
 * On a shared machine whole runs differ by more than the change, so each comparison interleaves:
 *  1. Latency: per page, BENCH_ROUNDS (default 100) rounds of one request served from the cache
 *     (anonymous) and one rendered (the same request with a cookie the cache does not know,
 *     `bench=1`, which makes it personal to the cache while the page stays the anonymous one),
 *     which goes first alternating; client time to the last byte, gzip asked for.
 *  2. Throughput: BENCH_SECONDS (default 10) of BENCH_CONNECTIONS (default 200) connections each
 *     for the stylesheet (a precompressed static file), /texas from the cache and /texas rendered.
 *
 *   node --import tsx bench/page-cache.ts      (needs a current build; E2E_PORT picks the port)
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { exited, startApp } from "./support/app-process.ts";
import { percentile } from "./percentile.ts";

const PORT = Number(process.env.E2E_PORT ?? 3463);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const base = `http://127.0.0.1:${PORT}`;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-page-cache-"));
await fs.chmod(dataDir, 0o755);
const app = await startApp({ DATA_DIR: dataDir, PUBLIC_URL: base, NODE_ENV: "production" }, PORT);

async function timed(url: string, cookie?: string): Promise<[number, string | null]> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { "accept-encoding": "gzip", ...(cookie ? { cookie } : {}) } });
  await res.arrayBuffer();
  return [performance.now() - t0, res.headers.get("x-cache")];
}

try {
  const listing = ((await (await fetch(`${base}/api/listings?state=TX&pageSize=1`)).json()) as { listings: { url: string }[] })
    .listings[0]!.url;
  const pages = ["/", "/texas", "/texas/austin", listing, "/search?query=78704", "/blog/what-is-aba-therapy", "/pricing"];
  const load0 = os.loadavg()[0]!;
  process.stdout.write(`| Page | cached p50 / p95 | rendered p50 / p95 | hits |\n|---|---|---|---|\n`);
  for (const page of pages) {
    await timed(base + page);
    const cached: number[] = [];
    const rendered: number[] = [];
    let hits = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 ? ["cached", "rendered"] : ["rendered", "cached"];
      for (const kind of order) {
        const [ms, state] = await timed(base + page, kind === "rendered" ? "bench=1" : undefined);
        if (kind === "cached") {
          cached.push(ms);
          if (state === "hit") hits++;
        } else rendered.push(ms);
      }
    }
    const f = (v: number[]) => {
      const sorted = [...v].sort((a, b) => a - b);
      return `${percentile(sorted, 0.5).toFixed(1)} / ${percentile(sorted, 0.95).toFixed(1)} ms`;
    };
    process.stdout.write(`| ${page} | ${f(cached)} | ${f(rendered)} | ${hits}/${ROUNDS} |\n`);
  }
  process.stdout.write(`load average ${load0.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}\n\n`);

  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(await (await fetch(`${base}/`)).text())![1]!;
  const runs: Array<[string, string, Record<string, string>]> = [
    ["static stylesheet", stylesheet, {}],
    ["/texas from the cache", "/texas", {}],
    ["/texas rendered", "/texas", { cookie: "bench=1" }],
  ];
  process.stdout.write(`| ${CONNECTIONS} connections, ${SECONDS} s | req/s | p50 | p99 | errors | load |\n|---|---|---|---|---|---|\n`);
  for (const [name, url, headers] of runs) {
    const before = os.loadavg()[0]!;
    const r = await autocannon({
      url: base + url,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      headers: { "accept-encoding": "gzip", ...headers },
    });
    process.stdout.write(
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.errors + r.timeouts + r.non2xx} | ${before.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)} |\n`,
    );
  }
} finally {
  app.child.kill("SIGTERM");
  await exited(app.child);
  await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {});
}
