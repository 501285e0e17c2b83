/**
 * Starts one PostgreSQL for the whole integration run (embedded in a temp folder, or the
 * server named by TEST_DATABASE_URL) and builds a migrated template database with the
 * zip-code places. Each test file then clones it in a fraction of a second.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../../db/embedded.server.ts";
import { runMigrations } from "../../db/migrate.server.ts";
import { loadPlaces } from "../../server/seed/places.server.ts";
import { TEMPLATE_DATABASE, withDatabase } from "./database-url.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "aba-atlas-test-"));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir });
    serverUrl = embedded.url;
  }

  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  if (embedded) {
    // The test server's files need not survive a machine crash: without flushes to disk the
    // integration run took 229 s against 246 s (ADR 0004). synchronous_commit stays on: VACUUM
    // cannot mark pages all-visible behind commits not yet flushed, which bulk-load tests check.
    await admin.unsafe(`alter system set fsync = off`);
    await admin.unsafe(`alter system set full_page_writes = off`);
    await admin.unsafe(`select pg_reload_conf()`);
  }
  await admin.unsafe(`drop database if exists "${TEMPLATE_DATABASE}"`);
  await admin.unsafe(`create database "${TEMPLATE_DATABASE}"`);
  const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
  await runMigrations(templateUrl);
  const tpl = postgres(templateUrl, { max: 1, onnotice: () => {} });
  await loadPlaces(tpl);
  await tpl.end();
  await admin.end();

  project.provide("postgresServerUrl", serverUrl);

  return async () => {
    const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists "${TEMPLATE_DATABASE}" with (force)`).catch(() => {});
    await cleanup.end();
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
