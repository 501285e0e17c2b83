/**
 * Map benchmark (issue 4) against a running production server (`npm start`):
 *  - first-load JavaScript of home, a state page and a listing page (gzipped module preloads),
 *    and that none of it is the map chunk;
 *  - the lazily loaded map chunk's gzipped size (JavaScript and CSS);
 *  - time from navigation start to the first marker on /texas in Chromium, each run in a fresh
 *    browser context (cold HTTP cache), p50/p95.
 *
 *   BASE_URL=http://localhost:3000 node --import tsx bench/map.ts
 *
 * BENCH_RUNS (default 20) sets the marker runs; CHROMIUM_PATH the browser (/usr/bin/chromium).
 */
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const BASE = process.env.BASE_URL ?? "http://localhost:3000";
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function firstLoad(pathname: string) {
  const html = (await fetchBytes(new URL(pathname, BASE).href)).toString("utf8");
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]!);
  // The preloads that app/components/deferred-scripts.tsx adds after the first paint.
  for (const m of html.matchAll(/\{"href":"([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\("([^"]+)"\)/g)) urls.add(m[1]!);
  let total = 0;
  for (const u of urls) total += gz(await fetchBytes(new URL(u, BASE).href));
  const hasMap = [...urls].some((u) => /leaflet|base-map/i.test(u));
  return { total, files: urls.size, hasMap, html };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const api = (await (await fetch(new URL("/api/listings?state=TX&state_page=true&pageSize=1", BASE))).json()) as {
    listings: { url: string }[];
  };
  const listingPath = api.listings[0]!.url;
  for (const path of ["/", "/texas", listingPath]) {
    const r = await firstLoad(path);
    console.log(`first load ${path}: ${kib(r.total)} gzipped in ${r.files} files; map chunk included: ${r.hasMap}`);
  }

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const times: number[] = [];
    const chunk = { js: 0, css: 0 };
    for (let i = 0; i < RUNS + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // The moment the first marker enters the DOM, recorded in the page (polling from here adds ~200 ms).
      await context.addInitScript(() => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector(".map-pin, .map-cluster")) return;
          (window as unknown as { firstMarkerAt: number }).firstMarkerAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document, { subtree: true, childList: true });
      });
      const page = await context.newPage();
      if (i === 0) {
        page.on("response", async (res) => {
          const url = res.url();
          // Leaflet and the shared base (base-map, also the listing form's pin) plus our layer (leaflet-map).
          if (!/(leaflet-map|base-map)-[^/]+\.(js|css)$/.test(url)) return;
          const size = gz(await res.body());
          if (url.endsWith(".js")) chunk.js += size;
          else chunk.css += size;
        });
      }
      await page.goto(new URL("/texas", BASE).href, { waitUntil: "commit" });
      await page.waitForSelector(".map-pin, .map-cluster", { timeout: 30_000 });
      const ms = await page.evaluate(() => (window as unknown as { firstMarkerAt: number }).firstMarkerAt);
      // The first run warms the server (and reads the chunk sizes); it is not timed.
      if (i > 0) times.push(ms);
      await context.close();
    }
    times.sort((a, b) => a - b);
    console.log(`map chunk: ${kib(chunk.js)} JavaScript + ${kib(chunk.css)} CSS, gzipped`);
    console.log(
      `markers on /texas, ${RUNS} cold loads: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
  }
}

await main();
