/**
 * Imports a file of the national NPI registry (NPPES) from the command line:
 *   npm run import:nppes -- NPPES_Data_Dissemination_November_2026.zip [--replace-demo] [--kind full|weekly|deactivation] [--as admin@example.com]
 * The zip is read in place, never unzipped to disk. Interrupted (Ctrl-C, kill -9, a crash)?
 * Run the same command again: it resumes the unfinished import of the same file where its last
 * batch ended. Uses DATABASE_URL when set, otherwise the embedded PostgreSQL of DATA_DIR: the
 * running server's, or started here when no server runs (see README, Going live). The same import runs from /admin/import as a queued job.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { activeSiteAdminId, commandConfig } from "@server/command-line.server.ts";
import { openCommandDatabase } from "@server/command-database.server.ts";
import { createLogger } from "@server/logger.server.ts";
import { nppesFileKind, type NppesFileKind } from "@domain/nppes/file-kind.ts";
import { NppesLayoutError } from "@domain/nppes/layout.ts";
import { markNppesImportFailed } from "@server/nppes/finish-nppes-import.server.ts";
import { registryFailureOf } from "@server/nppes/registry-failure.server.ts";
import { prepareForRegistry } from "@server/nppes/registry-ready.server.ts";
import { runNppesImport } from "@server/nppes/run-nppes-import.server.ts";
import { startNppesImport, unfinishedImportOf } from "@server/nppes/start-nppes-import.server.ts";
import { listZipEntries } from "@server/nppes/zip.server.ts";
import { describeNppesCounts } from "@server/nppes/describe-counts.server.ts";

const USAGE =
  "Usage: npm run import:nppes -- <file.zip> [--replace-demo] [--kind full|weekly|deactivation] [--as <admin email>]";
const KINDS: readonly NppesFileKind[] = ["full", "weekly", "deactivation"];

interface Args {
  file: string;
  replaceDemo: boolean;
  kind: NppesFileKind | null;
  as: string | null;
}

function parseArgs(argv: string[]): Args | null {
  const args: Args = { file: "", replaceDemo: false, kind: null, as: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--replace-demo") args.replaceDemo = true;
    else if (arg === "--as") args.as = argv[++i] ?? null;
    else if (arg === "--kind") {
      const kind = argv[++i] as NppesFileKind;
      if (!KINDS.includes(kind)) return null;
      args.kind = kind;
    } else if (arg.startsWith("-") || args.file) return null;
    else args.file = arg;
  }
  return args.file ? args : null;
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
    console.error(`import:nppes: no such file: ${filePath}`);
    return 2;
  }
  const config = commandConfig();
  if (!config) return 1;
  const logger = createLogger(config.LOG_LEVEL);
  const opened = await openCommandDatabase(config, logger);
  const { database } = opened;
  try {
    const userId = args.as ? await activeSiteAdminId(database, args.as) : null;
    if (args.as && userId === null) {
      console.error(`import:nppes: no active site admin with the email ${args.as}`);
      return 2;
    }
    const ready = await prepareForRegistry(database, { replaceDemo: args.replaceDemo });
    if (!ready.ok) {
      console.error(
        "import:nppes: this database holds the fictional demo data. Real providers and demo data never mix:\n" +
          "run again with --replace-demo to remove the demo listings, reviews and accounts first.",
      );
      return 2;
    }
    if (ready.value.removed) console.log(`Demo data removed: ${JSON.stringify(ready.value.removed)}`);

    let importId = await unfinishedImportOf(database, filePath, size.size);
    if (importId !== null) console.log(`Resuming import ${importId} of ${path.basename(filePath)}.`);
    else {
      const entries = await listZipEntries(filePath);
      importId = await startNppesImport(database, {
        filePath,
        fileName: path.basename(filePath),
        byteSize: size.size,
        kind: args.kind ?? nppesFileKind(path.basename(filePath)),
        origin: "command_line",
        userId,
        ownsFile: false,
        entryNames: entries.map((e) => e.fileName),
        queue: false,
      });
    }
    const t0 = Date.now();
    const progress = process.stderr.isTTY
      ? (s: { phase: string; counts: { read: number; matched: number; added: number } }) =>
          process.stderr.write(
            `\r  ${s.phase}: ${s.counts.read.toLocaleString("en-US")} rows read, ` +
              `${s.counts.matched.toLocaleString("en-US")} ABA providers, ${s.counts.added.toLocaleString("en-US")} listings added   `,
          )
      : undefined;
    try {
      const outcome = await runNppesImport({ database, logger }, { importId, onProgress: progress });
      if (progress) process.stderr.write("\n");
      if (outcome.status === "busy") {
        console.error("import:nppes: another registry import is running; run this again when it has finished.");
        return 1;
      }
      const seconds = (Date.now() - t0) / 1000;
      console.log(`Import ${importId} ${outcome.status} in ${seconds.toFixed(1)} s.`);
      if (outcome.state) console.log(describeNppesCounts(outcome.state.counts));
      console.log(`Result: /admin/import/registry/${importId}`);
      return 0;
    } catch (error) {
      if (error instanceof NppesLayoutError) {
        await markNppesImportFailed(database, {
          importId,
          failure: registryFailureOf(error, { fileGone: false }),
          detail: error.message,
        });
        console.error(`Refused: ${error.message}`);
        return 1;
      }
      throw error;
    }
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`import:nppes failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
