import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_DATA_DIR as DATA_DIR, E2E_PORT as PORT } from "./tests/e2e/support/e2e-server.ts";

// Debian's Chromium headless shell: the same Blink as /usr/bin/chromium without the full browser
// around it. The suite's tests took 25–35 % less time in it, every one passing (ADR 0004).
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
if (!existsSync(CHROMIUM)) {
  // A missing browser is a failure, never a skipped suite.
  throw new Error(
    `Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH).`,
  );
}

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: CHROMIUM,
    // Offline machine: keep Chromium from phoning home.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // V8 without its helper threads (concurrent GC and compiling): the same work on the main
      // thread. An axe check on /texas took 1.15–1.43 CPU-seconds against 1.75–1.9, in the same
      // wall time; the suite is bound by the machine's CPU, not by any one thread (ADR 0004).
      "--js-flags=--single-threaded",
    ],
  },
};
const BULK_DATA_SPECS = /admin-import\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on two cores: a test spends much of its time waiting (server, hydration, transitions),
  // so two workers left a third of the machine idle (444 CPU-s in a 723 s run); three ran the same
  // suite in 596 s on the same busy machine, with no failure (ADR 0004).
  workers: 3,
  // A test that fails once on a starved machine gets one more try; the report lists such a pass as flaky.
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // Generous: on a busy two-core machine a cold page (hydration, axe) can take many seconds.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Only a failed test's retry records a trace (DOM snapshots). Recording every test's trace
    // just to discard it on a pass cost the starved two-core machine real CPU (ADR 0004).
    trace: { mode: "on-first-retry", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    navigationTimeout: 45_000,
    actionTimeout: 20_000,
    locale: "en-US",
  },
  projects: [
    { name: "chromium", use: browser, testIgnore: BULK_DATA_SPECS },
    // The import writes thousands of listings that other specs would count (home, Texas, Austin):
    // it runs once everything else has finished.
    { name: "bulk-data", use: browser, testMatch: BULK_DATA_SPECS, dependencies: ["chromium"] },
  ],
  webServer: {
    // A fresh DATA_DIR each run: the first start loads the demo data, as on a new machine.
    command: `rm -rf ${DATA_DIR} && mkdir -p ${DATA_DIR} && chmod 755 ${DATA_DIR} && node --import tsx scripts/start.ts`,
    url: `http://localhost:${PORT}/api/health`,
    // Tiles from a port Chromium refuses at once: the map must work with no tile server, and the tests never leave loopback.
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
    },
    reuseExistingServer: false,
    // First start: PostgreSQL's initdb, migrations and 2,500 demo listings, on a busy machine.
    timeout: 300_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
