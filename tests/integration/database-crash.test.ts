/**
 * A whole process and its embedded PostgreSQL (issue 15, defect 4): when PostgreSQL is killed,
 * the process brings it back and its queries work again; when it cannot, the process exits
 * non-zero (for its supervisor) with a fatal log line and leaves no server.pid behind.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let dataDir: string;
let child: ChildProcess;
let output = "";
let port = 0;

/** The running postmaster's pid; 0 while a restart has not written its pid file yet. */
function postmasterPid(): number {
  try {
    return Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return 0;
  }
}

function databaseUrl(): string {
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/aba_atlas`;
}

async function queryWorks(): Promise<boolean> {
  const sql = postgres(databaseUrl(), { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    return (await sql`select count(*) from places`).length === 1;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

beforeAll(async () => {
  dataDir = await tempDirForThisFile("aba-atlas-crash-", { mode: 0o755 });
  child = spawn(process.execPath, ["--import", "tsx", "tests/integration/database-process.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  expect(await until(() => /ready \d+/.test(output), 170_000)).toBe(true);
  port = Number(/ready (\d+)/.exec(output)![1]);
}, 180_000);

afterAll(async () => {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

describe("a process whose embedded PostgreSQL dies", () => {
  it("restarts it and works again, logging what happened", async () => {
    const first = postmasterPid();
    process.kill(first, "SIGKILL");
    expect(await until(async () => ![0, first].includes(postmasterPid()) && (await queryWorks()), 60_000)).toBe(true);
    expect(output).toContain("PostgreSQL stopped unexpectedly");
    expect(output).toContain("PostgreSQL is running again");
    expect(child.exitCode).toBeNull();
  }, 90_000);

  it("exits with status 1 and no server.pid when PostgreSQL cannot be brought back", async () => {
    const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const squatter = net.createServer();
    try {
      expect(await until(queryWorks, 30_000)).toBe(true);
      process.kill(postmasterPid(), "SIGKILL");
      // Take its port, so that every restart fails.
      await until(
        () =>
          new Promise<boolean>((resolve) => {
            squatter.once("error", () => resolve(false));
            squatter.listen(port, "127.0.0.1", () => resolve(true));
          }),
        5000,
      );
      expect(await exit).toBe(1);
      expect(output).toMatch(/not kept running/);
      expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    } finally {
      await new Promise((r) => squatter.close(() => r(undefined)));
    }
  }, 90_000);
});
