/**
 * Throw-away PostgreSQL 15 clusters from Debian's package (/usr/lib/postgresql/15/bin), for
 * tests that need the client tools the embedded server lacks (pg_dump, pg_restore, psql,
 * pg_basebackup). Run as the `postgres` user when the test runs as root (PostgreSQL refuses root).
 * The building blocks are exported for tests/support/streaming-replica.ts.
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);
export const DEBIAN_PG_BIN = "/usr/lib/postgresql/15/bin";

export interface DebianPostgres {
  /** The `postgres` database as superuser, over loopback TCP. */
  url: string;
  /** The same server, another database. */
  urlOf(database: string): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the user that owns the clusters. */
export function runPg(program: string, args: string[]) {
  const bin = path.join(DEBIAN_PG_BIN, program);
  return asRoot ? exec("runuser", ["-u", "postgres", "--", bin, ...args]) : exec(bin, args);
}

/** A new temporary folder the clusters' user owns; fails loudly when Debian's PostgreSQL 15 is missing. */
export async function clusterFolder(prefix: string): Promise<string> {
  try {
    await fs.access(path.join(DEBIAN_PG_BIN, "pg_basebackup"));
  } catch {
    throw new Error(
      `Debian's PostgreSQL 15 is missing (${DEBIAN_PG_BIN}): apt-get install -y postgresql-15 (.ci/run does)`,
    );
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  if (asRoot) {
    const uid = Number((await exec("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await exec("id", ["-g", "postgres"])).stdout.trim());
    await fs.chown(dir, uid, gid);
  }
  return dir;
}

export const initCluster = (data: string) =>
  runPg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--locale=C"]);

/** Starts the cluster in `data` on a loopback port, its socket and `log` in `dir`; waits until it accepts connections. */
export const startCluster = (dir: string, data: string, port: number, log: string) =>
  runPg("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, log),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    "start",
  ]);

export const stopCluster = (data: string) =>
  runPg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).then(
    () => {},
    () => {},
  );

export async function startDebianPostgres(): Promise<DebianPostgres> {
  const dir = await clusterFolder("aba-pg15-");
  const data = path.join(dir, "data");
  await initCluster(data);
  const port = await freePort();
  await startCluster(dir, data, port, "server.log");
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf("postgres"),
    urlOf,
    async stop() {
      await stopCluster(data);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
