import { defineConfig } from "vitest/config";
import { ISLAND_ENTRIES } from "./app/islands/entries.ts";
import { islands } from "./scripts/vite-islands.ts";

export default defineConfig({
  // root.tsx reads the islands' script addresses (under Vitest, their source paths).
  plugins: [islands(ISLAND_ENTRIES)],
  resolve: { tsconfigPaths: true },
  test: {
    // Two cores: two files at a time; each integration file has its own database.
    maxWorkers: 2,
    // One module graph per worker, not per file: importing the server's modules anew for every
    // file was 170 of the integration project's 308 s and 37 of the unit project's 53 s. Each
    // integration file still gets its own database; shuffled files still pass (ADR 0004).
    isolate: false,
    // Tests hash passwords at a tiny argon2id cost (server/auth/password.server.ts); production cost is tested once there.
    env: { TEST_ONLY_CHEAP_PASSWORD_HASHING: "1" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{app,server,domain,db,scripts}/**/*.test.{ts,tsx}", "tests/lint/**/*.test.ts"],
          exclude: ["**/*.int.test.{ts,tsx}", "**/node_modules/**"],
          environment: "node",
          // Some unit tests walk all 2,500 generated listings; a busy 2-core CI box needs room.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{app,server,domain,db}/**/*.int.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
