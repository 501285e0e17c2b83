/** Starts the built app (server/main.ts) as a child process for benchmarks, and waits for health. */
import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";

export interface AppProcess {
  child: ChildProcess;
  /** Milliseconds from spawn to a healthy /api/health. */
  readyMs: number;
}

/** With `logFile`, the app's log (stdout) and stderr are appended there; else only stderr, with BENCH_VERBOSE=1. */
export async function startApp(
  env: Record<string, string>,
  port: number,
  options: { logFile?: string; timeoutMs?: number } = {},
): Promise<AppProcess> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const log = options.logFile ? openSync(options.logFile, "a") : undefined;
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env, PORT: String(port) },
    // The app's own output would bury the report: to a file, or stderr with BENCH_VERBOSE=1.
    stdio: ["ignore", log ?? "ignore", log ?? (process.env.BENCH_VERBOSE ? "inherit" : "ignore")],
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the app exited while starting (${child.signalCode ?? child.exitCode})`);
    }
    if (Date.now() > deadline) throw new Error("the app did not become healthy in time");
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, readyMs: performance.now() - t0 };
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}
