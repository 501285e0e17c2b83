import { readFile } from "node:fs/promises";
import path from "node:path";
import { connect, type Database } from "@db/client.server.ts";
import type { Config } from "./config.server.ts";
import { EMBEDDED_DATABASE_NAME } from "@db/embedded-database-name.ts";
import type { Logger } from "./logger.server.ts";

/**
 * The database for a command run beside the server (admin:create): DATABASE_URL when set, else
 * the embedded PostgreSQL of DATA_DIR. A running server owns that folder, so its PostgreSQL is
 * reached on the port and password it keeps there; with no server running, it is started here as
 * the server would (openDatabase), and stopped by close().
 */
export async function openCommandDatabase(
  config: Config,
  logger: Logger,
): Promise<{ database: Database; close(): Promise<void> }> {
  if (!config.DATABASE_URL) {
    const running = await runningEmbeddedDatabase(config.DATA_DIR);
    if (running) return { database: running, close: () => running.close() };
  }
  // Loaded only to start the server here: its start-up data (every US zip code) costs a command
  // that only connects about 90 MB (the registry import's memory budget is 300 MB).
  const { openDatabase } = await import("./database.server.ts");
  return openDatabase(config, logger);
}

async function runningEmbeddedDatabase(dataDir: string): Promise<Database | null> {
  const read = (name: string) =>
    readFile(path.join(dataDir, name), "utf8").then(
      (s) => s.trim(),
      () => "",
    );
  const [port, password] = await Promise.all([read("postgres-port"), read("postgres-password")]);
  if (!/^\d+$/.test(port) || !password) return null;
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE_NAME}`;
  const database = connect(url, { max: 2, connectTimeoutSeconds: 3 });
  try {
    await database.sql`select 1`;
    return database;
  } catch {
    // Nobody listens there: no server is running.
    await database.close().catch(() => {});
    return null;
  }
}
