/**
 * npm run db:restore -- <backup folder>: brings a new site back from one backup written by
 * db:backup (<folder>/<timestamp>) into DATABASE_URL's empty database, or into an empty DATA_DIR
 * (its embedded PostgreSQL is created here). Refuses a target that holds anything. The next
 * `npm start` applies newer migrations and loads no demo data (server/backup/restore-backup.server.ts).
 */
import path from "node:path";
import { RestoreRefused, restoreBackup } from "../server/backup/restore-backup.server.ts";
import { getConfig } from "../server/config.server.ts";
import { reachDatabase } from "../server/database.server.ts";
import { createLogger } from "../server/logger.server.ts";

const backupDir = process.argv[2];
if (!backupDir) {
  console.error("Usage: npm run db:restore -- <backup folder>/<timestamp>");
  process.exit(2);
}

const config = getConfig();
const reached = await reachDatabase(config, createLogger(config.LOG_LEVEL));
try {
  const t0 = Date.now();
  const { manifest, photos } = await restoreBackup({
    backupDir: path.resolve(backupDir),
    url: reached.url,
    uploadsDir: path.join(config.DATA_DIR, "uploads"),
  });
  console.info(
    `Restored the backup of ${manifest.createdAt} (${photos} photo files) in ${((Date.now() - t0) / 1000).toFixed(1)} s. Start the site with npm start: it applies any newer migrations.`,
  );
} catch (err) {
  console.error(err instanceof RestoreRefused ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await reached.embedded?.stop();
}
