/**
 * Moves a site's photo files from one store to another (ADR 0021):
 *   npm run storage:move -- --from local --to postgres
 * Stores: local (DATA_DIR/uploads, or STORAGE_URL=file://…), postgres (DATABASE_URL, or the
 * embedded database in DATA_DIR), s3 (STORAGE_URL=s3://…). Every key is read back and compared;
 * running it again copies only what is missing. Then set STORAGE to the new store and restart.
 */
import { parseArgs } from "node:util";
import { commandConfig } from "@server/command-line.server.ts";
import { openCommandDatabase } from "@server/command-database.server.ts";
import { createLogger } from "@server/logger.server.ts";
import { moveStoredFiles } from "@server/images/move-storage.server.ts";
import { storageOf, type StorageKind } from "@server/images/storage.server.ts";

const USAGE = "Usage: npm run storage:move -- --from local|postgres|s3 --to local|postgres|s3";
const KINDS: readonly string[] = ["local", "postgres", "s3"];

async function main(): Promise<number> {
  let from: string | undefined;
  let to: string | undefined;
  try {
    ({
      values: { from, to },
    } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } }, strict: true }));
  } catch {
    /* the usage below */
  }
  if (!from || !to || !KINDS.includes(from) || !KINDS.includes(to) || from === to) {
    console.error(USAGE);
    return 2;
  }
  const config = commandConfig();
  if (!config) return 1;
  const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  const opened = await openCommandDatabase(config, logger);
  try {
    const source = storageOf(from as StorageKind, config, opened.database);
    const target = storageOf(to as StorageKind, config, opened.database);
    const report = await moveStoredFiles(source, target, (r) =>
      console.log(`storage:move: ${r.copied + r.skipped} of ${r.total}…`),
    );
    console.log(
      `storage:move: ${report.total} files in ${from}; ${report.copied} copied to ${to} and read back equal, ` +
        `${report.skipped} already there with the same bytes. Now set STORAGE=${to} and restart.`,
    );
    return 0;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`storage:move failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
