/**
 * Imports a listing CSV from the command line, for files too large for the upload form:
 *   npm run import:listings -- providers.csv [--as admin@example.com]
 * The same checks and the same batched writes as the admin page's import (server/import): the
 * whole file is checked first and nothing is written if it is refused; then good rows are
 * added, duplicates and bad rows skipped and kept as the import's report (/admin/import/<id>).
 * Uses DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR (stop the server
 * first, or point DATABASE_URL at the running server's database: see README, Operations).
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { inTransaction } from "@db/transaction.server.ts";
import { audit } from "@server/auth/audit.server.ts";
import { activeSiteAdminId, commandConfig } from "@server/command-line.server.ts";
import { openDatabase } from "@server/database.server.ts";
import { checkImportFile } from "@server/import/check-import-file.server.ts";
import { holdCommandLineImport } from "@server/import/command-line-lock.server.ts";
import { IMPORT_FAILURES, markImportFailed } from "@server/import/import-failure.server.ts";
import { describeFileProblem, describeProblem } from "@server/import/rejected-rows-csv.server.ts";
import { runListingImport } from "@server/import/run-listing-import.server.ts";
import { createLogger } from "@server/logger.server.ts";

const USAGE = "Usage: npm run import:listings -- <file.csv> [--as <admin email>]";
const count = (n: number) => n.toLocaleString("en-US");

function parseArgs(argv: string[]): { file: string; as: string | null } | null {
  let file: string | null = null;
  let as: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--as") as = argv[++i] ?? null;
    else if (arg.startsWith("-")) return null;
    else if (file === null) file = arg;
    else return null;
  }
  return file ? { file, as } : null;
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const filePath = path.resolve(args.file);
  const size = await stat(filePath).catch(() => null);
  if (!size?.isFile()) {
    console.error(`import:listings: no such file: ${filePath}`);
    return 2;
  }
  const config = commandConfig();
  if (!config) return 1;
  const logger = createLogger(config.LOG_LEVEL);
  const opened = await openDatabase(config, logger);
  const { database } = opened;
  try {
    const userId = args.as ? await activeSiteAdminId(database, args.as) : null;
    if (args.as && userId === null) {
      console.error(`import:listings: no active site admin with the email ${args.as}`);
      return 2;
    }

    const t0 = Date.now();
    const checked = await checkImportFile(database, filePath);
    if (!checked.ok) {
      console.error(`Refused, nothing written: ${describeFileProblem("en", checked.error)}`);
      return 1;
    }
    const check = checked.value;
    const checkSeconds = (Date.now() - t0) / 1000;
    console.log(
      `Checked ${count(check.totalRows)} rows in ${checkSeconds.toFixed(1)} s: ${count(check.validRows)} to add, ` +
        `${count(check.duplicates)} duplicates, ${count(check.rowProblemCount)} with problems.`,
    );
    for (const problem of check.rowProblems.slice(0, 20)) console.log(`  ${describeProblem("en", problem)}`);

    const importId = await inTransaction(database, async (tx) => {
      const [row] = await tx.sql<{ id: number }[]>`
        insert into listing_imports (user_id, file_name, byte_size, status, total_rows, valid_rows, row_problems,
          row_problem_count, preview_duplicates)
        values (${userId}, ${path.basename(filePath).slice(0, 200)}, ${Math.min(size.size, 2 ** 31 - 1)}, 'queued',
          ${check.totalRows}, ${check.validRows}, ${JSON.stringify(check.rowProblems)}::jsonb,
          ${check.rowProblemCount}, ${check.duplicates})
        returning id`;
      await audit(tx, {
        userId,
        action: "listing_import_started",
        ip: null,
        details: { importId: row!.id, fileName: path.basename(filePath), rows: check.validRows, from: "command line" },
      });
      return row!.id;
    });

    // Held while the import runs: if this process dies, the server's housekeeping sees the lock
    // gone and marks the import failed instead of leaving it "running" for ever.
    const release = await holdCommandLineImport(database, importId);
    const t1 = Date.now();
    const progress = process.stderr.isTTY
      ? (p: { processedRows: number }) =>
          process.stderr.write(`\r  ${count(p.processedRows)} / ${count(check.totalRows)} rows`)
      : undefined;
    let outcome;
    try {
      outcome = await runListingImport({ database, logger }, { importId, filePath, onProgress: progress });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      // Best effort: if the database is gone too, the housekeeping marks it once the lock is gone.
      await markImportFailed({ config, database }, { importId, failure: IMPORT_FAILURES.gaveUp, detail }).catch(
        () => false,
      );
      throw error;
    } finally {
      await release();
    }
    if (progress) process.stderr.write("\n");
    const seconds = (Date.now() - t1) / 1000;
    console.log(
      `Import ${importId} ${outcome.status} in ${seconds.toFixed(1)} s (${((Date.now() - t0) / 1000).toFixed(1)} s with the check): ` +
        `${count(outcome.insertedRows)} listings added, ${count(outcome.duplicateRows)} duplicates skipped, ` +
        `${count(outcome.rejectedRows)} rows rejected. Report: /admin/import/${importId}`,
    );
    return outcome.status === "done" ? 0 : 1;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`import:listings failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
