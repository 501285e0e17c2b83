import { readFileSync } from "node:fs";
import { ConfigError, getConfig, type Config } from "./config.server.ts";
import { createLogger, type Logger } from "./logger.server.ts";
import { sendConsoleToLog } from "./console-to-log.server.ts";
import { openDatabase, type OpenedDatabase } from "./database.server.ts";
import type { AppServices } from "./context.ts";
import { loadDemoDataOnFirstStart, reportStartWithoutDemoData } from "@server/seed/first-start.server.ts";
import { startJobQueue, type JobQueue } from "./jobs/queue.server.ts";

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
  /** This process's job workers (the email outbox and other background work). */
  jobs: JobQueue;
}

/**
 * Everything the server needs before it listens: database up, migrated, demo data on first
 * start (not in production unless DEMO_DATA=1), job workers running (after the migrations,
 * which create the queue's schema).
 */
export async function boot(config: Config, options: { pretty?: boolean } = {}): Promise<Booted> {
  const logger = createLogger(config.LOG_LEVEL, options.pretty ?? false);
  // One JSON object per line, whatever a library prints (development keeps its readable console).
  if (!options.pretty) sendConsoleToLog(logger);
  if (!config.PUBLIC_URL) {
    // Production refuses to start without it (config.server.ts); elsewhere say which address links get.
    logger.warn(
      { siteUrl: config.siteUrl },
      `PUBLIC_URL is not set: links in emails, the sitemap, canonical URLs and open data use ${config.siteUrl}. Set PUBLIC_URL to the site's public address.`,
    );
  }
  const opened = await openDatabase(config, logger);
  const services: AppServices = { config, database: opened.database, logger, startedAt: Date.now(), version: VERSION };
  try {
    if (config.demoDataOnFirstStart)
      await loadDemoDataOnFirstStart(opened.database, { logger, printPasswords: !config.isProduction });
    else await reportStartWithoutDemoData(opened.database, { logger });
    const jobs = await startJobQueue(services, opened.url);
    return { logger, opened, services, jobs };
  } catch (err) {
    await opened.close();
    throw err;
  }
}

/**
 * Stops cleanly on SIGINT/SIGTERM: no new requests, then the job workers (bounded wait), then
 * the database. A second signal, or a shutdown still running after SHUTDOWN_LIMIT_MS, exits at
 * once: nothing is lost, unfinished jobs run again at the next start.
 */
const SHUTDOWN_LIMIT_MS = 25_000;

export function onShutdown(logger: Logger, close: () => Promise<void>) {
  let closing = false;
  const handler = (signal: string) => {
    if (closing) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => {
      logger.error({ ms: SHUTDOWN_LIMIT_MS }, "shutdown took too long: exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
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
