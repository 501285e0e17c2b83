/**
 * A primary and a streaming replica from Debian's PostgreSQL 15 (/usr/lib/postgresql/15/bin):
 * initdb, pg_basebackup -R, both on free loopback ports in a temporary folder (the embedded
 * binaries have no pg_basebackup). Run as the `postgres` user when the test runs as root.
 */
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);
const BIN = "/usr/lib/postgresql/15/bin";
const asRoot = process.getuid?.() === 0;

function pg(program: string, args: string[]) {
  const bin = path.join(BIN, program);
  return asRoot ? exec("runuser", ["-u", "postgres", "--", bin, ...args]) : exec(bin, args);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface StreamingPair {
  /** The `postgres` superuser on a database of the primary / of the replica. */
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

export async function startStreamingPair(): Promise<StreamingPair> {
  await fs.access(path.join(BIN, "pg_basebackup")).catch(() => {
    throw new Error(`Debian's PostgreSQL 15 is missing (${BIN}): apt-get install -y postgresql-15`);
  });
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-replica-"));
  await fs.chmod(dir, 0o755);
  if (asRoot) {
    const uid = Number((await exec("id", ["-u", "postgres"])).stdout.trim());
    const gid = Number((await exec("id", ["-g", "postgres"])).stdout.trim());
    await fs.chown(dir, uid, gid);
  }
  const primaryData = path.join(dir, "primary");
  const replicaData = path.join(dir, "replica");
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const start = (data: string, port: number, log: string) =>
    pg("pg_ctl", [
      "-D",
      data,
      "-l",
      path.join(dir, log),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      "start",
    ]);
  const stop = (data: string) => pg("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});

  await pg("initdb", ["-D", primaryData, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--locale=C"]);
  await fs.appendFile(
    path.join(primaryData, "postgresql.conf"),
    "\nwal_level = replica\nmax_wal_senders = 4\nhot_standby = on\n",
  );
  await start(primaryData, primaryPort, "primary.log");
  try {
    // A replication role, as an operator would make one (initdb's pg_hba trusts loopback replication).
    await pg("psql", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-c",
      "create role replicator with replication login",
    ]);
    await pg("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "replicator",
      "-D",
      replicaData,
      "-R",
      "-X",
      "stream",
      "--no-sync",
    ]);
    await start(replicaData, replicaPort, "replica.log");
  } catch (err) {
    await stop(primaryData);
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    primaryUrl: (database) => `postgres://postgres@127.0.0.1:${primaryPort}/${database}`,
    replicaUrl: (database) => `postgres://postgres@127.0.0.1:${replicaPort}/${database}`,
    async stopReplica() {
      await stop(replicaData);
    },
    async stop() {
      await stop(replicaData);
      await stop(primaryData);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
