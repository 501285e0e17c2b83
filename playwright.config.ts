import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  // A missing browser is a failure, never a skipped suite.
  throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
}

const PORT = Number(process.env.E2E_PORT ?? 3457);
const DATA_DIR = path.join(os.tmpdir(), `aba-atlas-e2e-${PORT}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    locale: "en-US",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: CHROMIUM,
          // Offline machine: keep Chromium from phoning home.
          args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: {
    // A fresh DATA_DIR each run: the first start loads the demo data, as on a new machine.
    command: `rm -rf ${DATA_DIR} && mkdir -p ${DATA_DIR} && chmod 755 ${DATA_DIR} && node --import tsx scripts/start.ts`,
    url: `http://localhost:${PORT}/api/health`,
    // Tiles from a port Chromium refuses at once: the map must work with no tile server, and the tests never leave loopback.
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: "warn", DATABASE_URL: "", MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png" },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
