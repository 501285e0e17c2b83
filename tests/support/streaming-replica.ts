/**
 * A primary and a streaming replica from Debian's PostgreSQL 15 (/usr/lib/postgresql/15/bin):
 * initdb, pg_basebackup -R, both on free loopback ports in a temporary folder (the embedded
 * binaries have no pg_basebackup). Run as the `postgres` user when the test runs as root.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { clusterFolder, freePort, initCluster, runPg as pg, startCluster, stopCluster } from "./debian-postgres.ts";

export interface StreamingPair {
  /** The `postgres` superuser on a database of the primary / of the replica. */
  primaryUrl(database: string): string;
  replicaUrl(database: string): string;
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

/** `settings`: more postgresql.conf lines for the primary, which pg_basebackup copies to the replica. */
export async function startStreamingPair(settings = ""): Promise<StreamingPair> {
  const dir = await clusterFolder("aba-replica-");
  const primaryData = path.join(dir, "primary");
  const replicaData = path.join(dir, "replica");
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const start = (data: string, port: number, log: string) => startCluster(dir, data, port, log);
  const stop = stopCluster;

  await initCluster(primaryData);
  await fs.appendFile(
    path.join(primaryData, "postgresql.conf"),
    `\nwal_level = replica\nmax_wal_senders = 4\nhot_standby = on\n${settings}\n`,
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
