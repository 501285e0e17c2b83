/**
 * Creates a site admin account (the first one on a production site, or another):
 *   npm run admin:create -- --email you@example.org --name "Your Name" [--promote]
 * No password on the command line (shell history keeps it): the account gets a one-time link to
 * set its password, printed here. An address that already has an account is refused; --promote
 * makes that account a site admin instead. Uses DATABASE_URL when set, otherwise the embedded
 * PostgreSQL in DATA_DIR (the running server's, or started for the command).
 */
import { parseArgs } from "node:util";
import { createSiteAdmin } from "@server/admin/create-site-admin.server.ts";
import { commandConfig } from "@server/command-line.server.ts";
import { openCommandDatabase } from "@server/command-database.server.ts";
import { createLogger } from "@server/logger.server.ts";

const USAGE = 'Usage: npm run admin:create -- --email <address> --name "<full name>" [--promote]';

function readArgs(argv: string[]): { email: string; name: string; promote: boolean } | null {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { email: { type: "string" }, name: { type: "string" }, promote: { type: "boolean", default: false } },
      strict: true,
      allowPositionals: false,
    });
    if (!values.email || !values.name) return null;
    return { email: values.email, name: values.name, promote: values.promote };
  } catch {
    return null;
  }
}

const REFUSALS = {
  email_invalid: "that is not a valid email address",
  name_invalid: "--name must be 1 to 100 characters",
  email_taken: "an account with this email address already exists; add --promote to make it a site admin",
  account_inactive: "that account is deactivated; reactivate it in the admin console (People) first",
  account_unconfirmed:
    "that account has not confirmed its email address, so its password may not be its owner's: confirm it through the emailed link (or reset its password, which proves the address) and try again",
} as const;

async function main(): Promise<number> {
  const args = readArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = commandConfig();
  if (!config) return 1;
  // Only warnings and worse: the link below must not drown in start-up lines.
  const logger = createLogger(config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL);
  const opened = await openCommandDatabase(config, logger);
  try {
    const outcome = await createSiteAdmin(
      { config, database: opened.database },
      { email: args.email, fullName: args.name, promote: args.promote },
    );
    if (!outcome.ok) {
      const who = outcome.error.username ? ` (username ${outcome.error.username})` : "";
      console.error(`admin:create: refused, nothing changed: ${REFUSALS[outcome.error.reason]}${who}.`);
      return 1;
    }
    const made = outcome.value;
    if (made.action === "created") {
      console.log(
        [
          `Site admin created: ${args.email} (username ${made.username}).`,
          `Open this link to choose the password (works once, for ${made.expiresInHours} hours):`,
          "",
          `  ${made.setPasswordUrl}`,
          "",
          `Then sign in at ${config.siteUrl}/login with the email address or the username.`,
        ].join("\n"),
      );
    } else if (made.action === "promoted") {
      console.log(
        `${made.username} (${args.email}) is now a site admin (was ${made.previousRole}); their password is unchanged.`,
      );
    } else {
      console.log(`${made.username} (${args.email}) is already a site admin; nothing changed.`);
    }
    return 0;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`admin:create failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
