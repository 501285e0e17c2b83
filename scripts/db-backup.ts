/**
 * npm run db:backup -- <folder>: writes <folder>/<timestamp>/ with database.dump (pg_dump custom
 * format, one snapshot), photos/ and manifest.json (server/backup/write-backup.server.ts).
 * Needs a pg_dump at least as new as the server (docs/reliability.md).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { writeBackup } from "../server/backup/write-backup.server.ts";
import { getConfig } from "../server/config.server.ts";
import { openDatabase } from "../server/database.server.ts";
import { createLogger } from "../server/logger.server.ts";

const target = process.argv[2];
if (!target) {
  console.error("Usage: npm run db:backup -- <backup folder>");
  process.exit(2);
}

const config = getConfig();
const opened = await openDatabase(config, createLogger(config.LOG_LEVEL));
try {
  const pkg = JSON.parse(await fs.readFile(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  const migrations = (await fs.readdir(new URL("../db/migrations", import.meta.url))).filter((f) => f.endsWith(".sql"));
  const { dir } = await writeBackup({
    url: opened.url,
    uploadsDir: path.join(config.DATA_DIR, "uploads"),
    target,
    appVersion: pkg.version,
    migrations: migrations.sort(),
  });
  console.info(`Backup written to ${dir}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await opened.close();
}
