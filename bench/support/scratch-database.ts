/**
 * A fresh, migrated database for one bench run: on DATABASE_URL's server, else on an embedded
 * PostgreSQL in a temporary folder; dropped (and the folder removed) when the run ends.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../db/embedded.server.ts";
import { runMigrations } from "../../db/migrate.server.ts";

export async function withScratchDatabase(name: string, run: (url: string) => Promise<void>): Promise<void> {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-atlas-bench-"));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir });
    serverUrl = embedded.url;
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await runMigrations(url.toString());
    await run(url.toString());
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** `--name N` from the command line, else the fallback. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** The 1, 5 and 15-minute load averages, for the figures' context. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
