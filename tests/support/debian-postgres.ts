/**
 * A throw-away PostgreSQL 15 cluster from Debian's package (/usr/lib/postgresql/15/bin), for
 * tests that need the client tools the embedded server lacks (pg_dump, pg_restore, psql,
 * pg_basebackup). Run as the `postgres` user when the test runs as root (PostgreSQL refuses root).
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

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the user that owns the cluster. */
function pg(program: string, args: string[]) {
  const bin = path.join(DEBIAN_PG_BIN, program);
  return asRoot ? exec("runuser", ["-u", "postgres", "--", bin, ...args]) : exec(bin, args);
}

export async function startDebianPostgres(): Promise<DebianPostgres> {
  try {
    await fs.access(path.join(DEBIAN_PG_BIN, "postgres"));
  } catch {
    throw new Error(
      `Debian's PostgreSQL 15 is missing (${DEBIAN_PG_BIN}): apt-get install -y postgresql-15 (.ci/run does)`,
    );
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-pg15-"));
  await fs.chmod(dir, 0o755);
  if (asRoot) {
    const { stdout } = await exec("id", ["-u", "postgres"]);
    const { stdout: gid } = await exec("id", ["-g", "postgres"]);
    await fs.chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = path.join(dir, "data");
  await pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--locale=C"]);
  const port = await freePort();
  await pg("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    "start",
  ]);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf("postgres"),
    urlOf,
    async stop() {
      await pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
