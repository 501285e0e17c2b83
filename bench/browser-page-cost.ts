/**
 * What a page load costs Chromium (ADR 0004): the machine's busy CPU-seconds (/proc/stat, every
 * process, the server's too) over ROUNDS rounds of the PAGES list, each round in a fresh browser
 * context and each load in a new page, as the browser tests' fixtures do, waiting for
 * html[data-hydrated] as their goto does. ONE_PAGE=1 loads a round's pages in one page instead;
 * SHARED_CONTEXT=1 keeps one context for every round, its cookies cleared between rounds (with
 * ONE_PAGE=1, one page for every round, as the `keptPage` fixture keeps one:
 * tests/e2e/support/fixtures.ts); with CLEAR_CACHE=1 its HTTP cache is emptied between rounds too.
 * Run it against a site with the demo data on an otherwise quiet machine, several times each way:
 *
 *   BASE_URL=http://localhost:3000 node --import tsx bench/browser-page-cost.ts
 *   PAGES="/login,/login" ROUNDS=10 EXTRA="--renderer-process-limit=1" node --import tsx bench/browser-page-cost.ts
 *
 * PAGES is split on SEP (default ","); an entry starting with "data:" is loaded as it is.
 * EXTRA adds Chromium switches; CHROMIUM_PATH as in playwright.config.ts.
 */
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const BASE = process.env.BASE_URL ?? "http://localhost:3000";
const SEP = process.env.SEP ?? ",";
const PAGES = (process.env.PAGES ?? "/,/search?query=austin,/texas,/blog,/login,/jobs").split(SEP);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const EXTRA = (process.env.EXTRA ?? "").split(" ").filter(Boolean);

/** Busy, user and system CPU-seconds of the whole machine since boot. */
function cpu() {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const ticks = 100;
  return { busy: (total - fields[3]! - fields[4]!) / ticks, user: fields[0]! / ticks, system: fields[2]! / ticks };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", ...EXTRA],
});
try {
  const warmUp = await browser.newContext();
  await (await warmUp.newPage()).goto(`${BASE}/`);
  await warmUp.close();
  const before = cpu();
  const started = performance.now();
  const kept = process.env.SHARED_CONTEXT === "1" ? await browser.newContext({ locale: "en-US" }) : null;
  // With SHARED_CONTEXT=1 and ONE_PAGE=1, one page serves every round.
  let keptPage: Awaited<ReturnType<typeof browser.newPage>> | null = null;
  for (let round = 0; round < ROUNDS; round++) {
    if (!kept) keptPage = null;
    const context = kept ?? (await browser.newContext({ locale: "en-US" }));
    if (kept) {
      await kept.clearCookies();
      if (process.env.CLEAR_CACHE === "1") {
        const blank = await kept.newPage();
        const cdp = await kept.newCDPSession(blank);
        await cdp.send("Network.clearBrowserCache");
        await cdp.detach();
        await blank.close();
      }
    }
    const shared = process.env.ONE_PAGE === "1" ? (keptPage ??= await context.newPage()) : null;
    for (const target of PAGES) {
      const page = shared ?? (await context.newPage());
      const response = await page.goto(target.startsWith("data:") ? target : `${BASE}${target}`);
      if ((response?.headers()["content-type"] ?? "").includes("text/html")) {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      }
      if (!shared) await page.close();
    }
    if (!kept) await context.close();
  }
  await kept?.close();
  const after = cpu();
  const loads = ROUNDS * PAGES.length;
  const busy = after.busy - before.busy;
  console.info(
    `${loads} loads in ${((performance.now() - started) / 1000).toFixed(1)} s: ${busy.toFixed(2)} CPU-s ` +
      `(user ${(after.user - before.user).toFixed(2)}, system ${(after.system - before.system).toFixed(2)}), ` +
      `${(busy / loads).toFixed(2)} CPU-s a load${EXTRA.length ? `, with ${EXTRA.join(" ")}` : ""}`,
  );
} finally {
  await browser.close();
}
