import type { Logger } from "pino";
import type { Database } from "../../db/client.server.ts";
import { DEMO_STATE_KEY, loadDemoData, withDemoLock, type DemoAccount } from "./demo.server.ts";
import { DEFAULT_DEMO_LISTINGS, DEMO_SEED } from "./generator.ts";
import { DEMO_REMOVED_STATE_KEY } from "./remove-demo-data.server.ts";
import { RESTORED_STATE_KEY } from "../backup/restore-backup.server.ts";

/** A block for the terminal; written directly, because the logger would redact the passwords. */
export function formatDemoAccounts(accounts: readonly DemoAccount[]): string {
  const width = Math.max(...accounts.map((a) => a.username.length), "Username".length);
  const rows = accounts.map((a) => `  ${a.username.padEnd(width)}  ${a.password}  (${a.role})`);
  return [
    "",
    "Demo accounts (shown once; only their hashes are stored):",
    `  ${"Username".padEnd(width)}  Password`,
    ...rows,
    "",
  ].join("\n");
}

/** Loads the demo data set when the database has no listings and never had demo data (nor had it removed, nor was restored from a backup). */
export async function loadDemoDataOnFirstStart(
  database: Database,
  options: {
    logger: Logger;
    printPasswords: boolean;
    /** How many listings; a server always loads the default set, tests of the start-up rules need fewer. */
    listings?: number;
  },
): Promise<void> {
  const { logger } = options;
  // Under the lock, so two servers starting together neither load twice nor skip wrongly.
  await withDemoLock(database.sql, async () => {
    const [state] = await database.sql<{ demo: boolean; listings: boolean }[]>`
      select exists (select 1 from app_state where key in (${DEMO_STATE_KEY}, ${DEMO_REMOVED_STATE_KEY}, ${RESTORED_STATE_KEY})) as demo,
             exists (select 1 from listings) as listings`;
    if (state?.demo || state?.listings) {
      logger.debug(
        { demoData: state.demo, hasListings: state.listings },
        "demo data not loaded: database already has data",
      );
      return;
    }
    const result = await loadDemoData(database, {
      listings: options.listings ?? DEFAULT_DEMO_LISTINGS,
      seed: DEMO_SEED,
    });
    logger.info(
      { listings: result.listings, reviews: result.reviews, insuranceLinks: result.insuranceLinks, ms: result.ms },
      "demo data loaded",
    );
    if (result.accounts.length === 0) return;
    if (options.printPasswords) process.stdout.write(formatDemoAccounts(result.accounts));
    else
      logger.info(
        { usernames: result.accounts.map((a) => a.username) },
        "demo accounts created; passwords are not shown in production",
      );
  });
}

/** How to make the first site admin, as the start-up line and README's "Going live" say it. */
const ADMIN_CREATE_HINT = 'npm run admin:create -- --email you@example.org --name "Your Name"';

/**
 * A start without the demo set (production, or DEMO_DATA=0): its demo accounts were the only way
 * in, so while no active site admin exists, one line says how to create the first.
 */
export async function reportStartWithoutDemoData(database: Database, options: { logger: Logger }): Promise<void> {
  const [state] = await database.sql<{ admin: boolean }[]>`
    select exists (select 1 from users where role = 'site_admin' and is_active) as admin`;
  if (state?.admin) {
    options.logger.debug("demo data not loaded (DEMO_DATA)");
    return;
  }
  options.logger.info(
    `No demo data loaded, and no site admin yet: create the first one with ${ADMIN_CREATE_HINT} (README, "Going live").`,
  );
}
