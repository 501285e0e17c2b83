/**
 * Start-up timings: a cold first start on an empty DATA_DIR (initdb, migrations, places, demo
 * data) and a warm restart on the same DATA_DIR. Needs a current build (npm run build).
 * Usage: node --import tsx bench/startup.ts
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const PORT = 3987;

async function startAndTime(dataDir: string): Promise<{ ms: number; stop: () => Promise<void> }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: "ignore",
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://localhost:${PORT}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  return {
    ms,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-bench-start-"));
await fs.chmod(dataDir, 0o755);
try {
  const cold = await startAndTime(dataDir);
  await cold.stop();
  const warm = await startAndTime(dataDir);
  await warm.stop();
  console.info(`cold first start (empty DATA_DIR, demo data): ${(cold.ms / 1000).toFixed(1)} s`);
  console.info(`warm restart (same DATA_DIR): ${(warm.ms / 1000).toFixed(2)} s`);
} finally {
  await fs.rm(dataDir, { recursive: true, force: true });
}
