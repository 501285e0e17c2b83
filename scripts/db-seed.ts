/**
 * Appends generated demo listings (with insurers and reviews), for demos and benchmarks:
 *   npm run db:seed -- --listings 100000 [--seed text]
 * Uses DATABASE_URL when set, otherwise the embedded PostgreSQL in DATA_DIR (stop the server first).
 */
import { commandConfig } from "@server/command-line.server.ts";
import { openDatabase } from "@server/database.server.ts";
import { createLogger } from "@server/logger.server.ts";
import type { LoadPhase } from "@server/seed/bulk-load.server.ts";
import { loadDemoData, withDemoLock } from "@server/seed/demo.server.ts";
import { formatDemoAccounts } from "@server/seed/first-start.server.ts";
import { parseSeedArgs, SEED_USAGE, type SeedArgs } from "../server/seed/cli-args.ts";

const count = (n: number) => n.toLocaleString("en-US");

/** Where the time went, one step a line: seconds, and the WAL written when the role may read it. */
function formatPhases(phases: readonly LoadPhase[]): string {
  const width = Math.max(...phases.map((p) => p.name.length));
  const lines = phases.map((p) => {
    const wal = p.walBytes === null ? "" : `  ${(p.walBytes / 2 ** 20).toFixed(0).padStart(6)} MiB WAL`;
    return `  ${p.name.padEnd(width)}  ${(p.ms / 1000).toFixed(1).padStart(6)} s${wal}`;
  });
  return ["Where the time went:", ...lines].join("\n");
}

async function main(): Promise<number> {
  let args: SeedArgs;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`db:seed: ${(err as Error).message}. ${SEED_USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(SEED_USAGE);
    return 0;
  }

  const config = commandConfig();
  if (!config) return 1;
  const logger = createLogger(config.LOG_LEVEL);
  const opened = await openDatabase(config, logger);
  try {
    const progress = process.stderr.isTTY
      ? (p: { listings: number; total: number }) =>
          process.stderr.write(`\r  ${count(p.listings)} / ${count(p.total)} listings`)
      : undefined;
    const result = await withDemoLock(opened.database.sql, () =>
      loadDemoData(opened.database, { listings: args.listings, seed: args.seed, onProgress: progress }),
    );
    if (progress) process.stderr.write("\n");
    const rows = result.listings + result.reviews + result.insuranceLinks;
    const seconds = result.ms / 1000;
    console.log(
      `Added ${count(result.listings)} listings (sequence ${count(result.startIndex)}–${count(result.startIndex + result.listings - 1)} of seed "${args.seed}"), ` +
        `${count(result.reviews)} reviews and ${count(result.insuranceLinks)} insurer links in ${seconds.toFixed(1)} s: ` +
        `${count(Math.round(result.listings / seconds))} listings/s, ${count(Math.round(rows / seconds))} rows/s.`,
    );
    if (result.phases.length > 0) console.log(formatPhases(result.phases));
    if (result.accounts.length > 0) console.log(formatDemoAccounts(result.accounts));
    return 0;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`db:seed failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
