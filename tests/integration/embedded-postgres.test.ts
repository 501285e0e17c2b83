/**
 * The embedded PostgreSQL's life cycle (issue 15, defects 4, 11 and 12): a killed server is
 * restarted on the same port, or reported when it cannot be; stop() after a crash is quick and
 * releases DATA_DIR; stale pid files naming unrelated processes are not trusted; the port stays
 * the same from one start to the next.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, customPlans } from "../../db/client.server.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../db/embedded.server.ts";
import { tempDirForThisFile } from "../support/file-cleanup.ts";

let dataDir: string;
const warnings: string[] = [];
const bystanders: ChildProcess[] = [];

function start(onGiveUp?: (err: Error) => void): Promise<EmbeddedPostgres> {
  return startEmbeddedPostgres({ dataDir, onWarn: (line) => warnings.push(line), onGiveUp });
}

/**
 * The cluster folder's postmaster pid (the cluster lives in DATA_DIR/postgres here), or null
 * while there is none: between a killed server and its restart the file is gone.
 */
function postmasterPid(): number | null {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : null;
}

async function queryWorks(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
  try {
    const [row] = await sql<{ one: number }[]>`select 1 as one`;
    return row?.one === 1;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** A live process that has nothing to do with us. */
function bystander(): number {
  const child = spawn("sleep", ["120"], { stdio: "ignore" });
  bystanders.push(child);
  return child.pid!;
}

beforeAll(async () => {
  dataDir = await tempDirForThisFile("aba-atlas-embedded-", { mode: 0o755 });
});

afterAll(async () => {
  for (const child of bystanders) child.kill("SIGKILL");
});

describe("embedded PostgreSQL", () => {
  it("restarts a killed server on the same port, and a stop after that is quick", async () => {
    const pg = await start();
    try {
      expect(await queryWorks(pg.url)).toBe(true);
      const first = postmasterPid()!;
      process.kill(first, "SIGKILL");
      const restarted = async () => {
        const pid = postmasterPid();
        return pid !== null && pid !== first && (await queryWorks(pg.url));
      };
      expect(await eventually(restarted, 30_000)).toBe(true);
      expect(warnings.some((w) => w.includes("stopped unexpectedly"))).toBe(true);
      expect(warnings.some((w) => w.includes("running again"))).toBe(true);
    } finally {
      await pg.stop();
    }
    expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  }, 60_000);

  it("also listens on a Unix socket in the cluster folder, which connect() uses when given it", async () => {
    const pg = await start();
    const viaSocket = connect(pg.url, { socketPath: pg.socketPath, max: 1 });
    const viaTcp = connect(pg.url, { max: 1 });
    try {
      expect(pg.socketPath).toBe(path.join(dataDir, "postgres", `.s.PGSQL.${pg.port}`));
      // The server's address is null over a Unix socket, 127.0.0.1 over TCP.
      const [socketRow] = await viaSocket.sql<{ addr: string | null }[]>`select inet_server_addr()::text as addr`;
      const [tcpRow] = await viaTcp.sql<{ addr: string | null }[]>`select inet_server_addr()::text as addr`;
      expect(socketRow?.addr).toBeNull();
      expect(tcpRow?.addr).toBe("127.0.0.1/32");
      // The search pool (customPlans) goes the same way.
      const [searchRow] = await customPlans(viaSocket.sql)<
        { addr: string | null }[]
      >`select inet_server_addr()::text as addr`;
      expect(searchRow?.addr).toBeNull();
    } finally {
      await viaSocket.close();
      await viaTcp.close();
      await pg.stop();
    }
  }, 60_000);

  it("sizes its shared buffers to its databases (128 MB up to a quarter of the memory); ALTER SYSTEM still wins", async () => {
    const shown = async (sql: postgres.Sql) => {
      const [row] = await sql<{ mb: string }[]>`
        select (setting::bigint * 8 / 1024)::text as mb from pg_settings where name = 'shared_buffers'`;
      return Number(row?.mb);
    };
    /** What the databases hold on disk, in MiB rounded up, as the server sizes its buffers. */
    const onDisk = async () => {
      let bytes = 0;
      const walk = async (dir: string): Promise<void> => {
        for (const e of await fs.readdir(dir, { withFileTypes: true })) {
          if (e.isDirectory()) await walk(path.join(dir, e.name));
          else bytes += (await fs.stat(path.join(dir, e.name))).size;
        }
      };
      await walk(path.join(dataDir, "postgres", "base"));
      return Math.ceil(bytes / 2 ** 20);
    };
    const cap = Math.min(8192, Math.floor(os.totalmem() / 4 / 2 ** 20));
    const a = await start();
    const sqlA = postgres(a.url, { max: 1, onnotice: () => {} });
    try {
      // A small cluster keeps PostgreSQL's default.
      expect(await shown(sqlA)).toBe(128);
      // About 160 MB of rows: the next start gives them as many buffers.
      await sqlA`create table filler as select g, repeat('x', 1900) as pad from generate_series(1, 80000) g`;
    } finally {
      await sqlA.end();
      await a.stop();
    }
    const sized = await onDisk();
    expect(sized).toBeGreaterThan(150);
    const b = await start();
    const sqlB = postgres(b.url, { max: 1, onnotice: () => {} });
    try {
      expect(await shown(sqlB)).toBe(Math.min(cap, sized));
      await sqlB`drop table filler`;
      await sqlB`alter system set shared_buffers = '136MB'`;
    } finally {
      await sqlB.end();
      await b.stop();
    }
    const c = await start();
    const sqlC = postgres(c.url, { max: 1, onnotice: () => {} });
    try {
      expect(await shown(sqlC)).toBe(136);
      await sqlC`alter system reset shared_buffers`;
    } finally {
      await sqlC.end();
      await c.stop();
    }
  }, 60_000);

  it("keeps its port from one start to the next, in DATA_DIR/postgres-port", async () => {
    const a = await start();
    await a.stop();
    const b = await start();
    await b.stop();
    expect(b.port).toBe(a.port);
    expect(Number(readFileSync(path.join(dataDir, "postgres-port"), "utf8"))).toBe(a.port);
  }, 60_000);

  it("does not trust pid files that name unrelated processes, and signals none of them", async () => {
    const strangerA = bystander();
    const strangerB = bystander();
    await fs.writeFile(path.join(dataDir, "server.pid"), `${strangerA}\n`);
    await fs.writeFile(
      path.join(dataDir, "postgres", "postmaster.pid"),
      `${strangerB}\n${path.join(dataDir, "postgres")}\n`,
    );
    const t0 = Date.now();
    const pg = await start();
    try {
      expect(Date.now() - t0).toBeLessThan(15_000);
      expect(await queryWorks(pg.url)).toBe(true);
    } finally {
      await pg.stop();
    }
    // Both still alive: neither was signalled.
    expect(() => process.kill(strangerA, 0)).not.toThrow();
    expect(() => process.kill(strangerB, 0)).not.toThrow();
  }, 60_000);

  it("still refuses a DATA_DIR whose server.pid names a live server (same pid, same start time)", async () => {
    const server = spawn(process.execPath, ["-e", "setTimeout(() => {}, 120000)"], { stdio: "ignore" });
    bystanders.push(server);
    await eventually(() => existsSync(`/proc/${server.pid}/stat`), 5000);
    const stat = readFileSync(`/proc/${server.pid}/stat`, "utf8");
    const startTime = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    await fs.writeFile(path.join(dataDir, "server.pid"), `${server.pid} ${startTime}\n`);
    await expect(start()).rejects.toThrow(/Another ABA Atlas server \(pid \d+\) is using DATA_DIR/);
    // The same pid with another start time is a reused pid: not our server.
    await fs.writeFile(path.join(dataDir, "server.pid"), `${server.pid} 1\n`);
    const pg = await start();
    await pg.stop();
  }, 60_000);

  it("reports a server it cannot restart, releases DATA_DIR, and stops at once", async () => {
    let gaveUp: Error | undefined;
    const pg = await start((err) => (gaveUp = err));
    // Something else takes the port, so every restart fails.
    const squatter = net.createServer();
    try {
      process.kill(postmasterPid()!, "SIGKILL");
      await new Promise((r) => setTimeout(r, 100));
      await eventually(
        () =>
          new Promise<boolean>((resolve) => {
            squatter.once("error", () => resolve(false));
            squatter.listen(pg.port, "127.0.0.1", () => resolve(true));
          }),
        5000,
      );
      expect(await eventually(() => gaveUp !== undefined, 40_000)).toBe(true);
      expect(gaveUp!.message).toMatch(/not kept running/);
      expect(await eventually(() => !existsSync(path.join(dataDir, "server.pid")), 5000)).toBe(true);
      const t0 = Date.now();
      await pg.stop();
      expect(Date.now() - t0).toBeLessThan(2000);
    } finally {
      await new Promise((r) => squatter.close(() => r(undefined)));
    }
  }, 90_000);
});
