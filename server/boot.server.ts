import { readFileSync } from "node:fs";
import { ConfigError, getConfig, type Config } from "./config.server.ts";
import { createLogger, type Logger } from "./logger.server.ts";
import { openDatabase, type OpenedDatabase } from "./database.server.ts";
import type { AppServices } from "./context.ts";
import { loadDemoDataOnFirstStart } from "@server/seed/first-start.server.ts";

const VERSION: string = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;

/** Reads the configuration or stops the process with one clear line. */
export function configOrExit(): Config {
  try {
    return getConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

export interface Booted {
  services: AppServices;
  opened: OpenedDatabase;
  logger: Logger;
}

/** Everything the server needs before it listens: database up, migrated, demo data on first start. */
export async function boot(config: Config, options: { pretty?: boolean } = {}): Promise<Booted> {
  const logger = createLogger(config.LOG_LEVEL, options.pretty ?? false);
  const opened = await openDatabase(config, logger);
  try {
    await loadDemoDataOnFirstStart(opened.database, { logger, printPasswords: !config.isProduction });
  } catch (err) {
    await opened.close();
    throw err;
  }
  return {
    logger,
    opened,
    services: { config, database: opened.database, logger, startedAt: Date.now(), version: VERSION },
  };
}

/** Stops cleanly on SIGINT/SIGTERM: no new requests, then the database. */
export function onShutdown(logger: Logger, close: () => Promise<void>) {
  let closing = false;
  const handler = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}
