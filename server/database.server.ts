import { connect, type Database } from "@db/client.server.ts";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "@db/embedded.server.ts";
import { runMigrations } from "@db/migrate.server.ts";
import { loadPlaces } from "@server/seed/places.server.ts";
import { loadBlogPosts } from "@server/seed/blog.server.ts";
import postgres from "postgres";
import { EMBEDDED_DATABASE_NAME } from "@db/embedded-database-name.ts";
import type { Config } from "./config.server.ts";
import type { Logger } from "./logger.server.ts";

export interface OpenedDatabase {
  database: Database;
  url: string;
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

async function ensureDatabase(serverUrl: string, name: string) {
  const sql = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql`select 1 from pg_database where datname = ${name}`;
    if (!row) await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * The app's pools, through the embedded server's Unix socket when it answers there (a round trip
 * costs a third of one over loopback TCP; docs/performance.md), else through the URL.
 */
export async function connectPreferringSocket(
  url: string,
  socketPath: string | undefined,
  logger: Logger,
): Promise<Database> {
  if (!socketPath) return connect(url);
  // The short timeout is for this one probe only: the pool keeps the default, so a connection
  // opened under heavy CPU load is waited for instead of failing a request (issue 30 item 26).
  const probe = connect(url, { socketPath, max: 1, connectTimeoutSeconds: 5 });
  try {
    await probe.sql`select 1`;
  } catch (err) {
    logger.warn({ err, socketPath }, "the embedded PostgreSQL's socket did not answer; connecting over TCP");
    return connect(url);
  } finally {
    await probe.close().catch(() => {});
  }
  return connect(url, { socketPath });
}

/** The database server, started but untouched: DATABASE_URL's, or the embedded one under DATA_DIR. */
export interface ReachedDatabase {
  url: string;
  embedded?: EmbeddedPostgres;
}

/**
 * Starts the embedded PostgreSQL under DATA_DIR (creating the cluster and the app's database on
 * first use), or takes DATABASE_URL as it is. Nothing is migrated or loaded.
 */
export async function reachDatabase(config: Config, logger: Logger): Promise<ReachedDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  const t0 = Date.now();
  const embedded = await startEmbeddedPostgres({
    dataDir: config.DATA_DIR,
    fallbackRoot: config.dataDirIsDefault ? "/var/lib/aba-atlas" : undefined,
    onLog: (line) => (line.startsWith("The 'postgres' user") ? logger.warn(line) : logger.debug({ postgres: line })),
    onWarn: (line) => logger.warn(line),
    // Nothing works without the database: exit non-zero, so a supervisor starts us again
    // (the lock in DATA_DIR is already released; queued jobs wait in the database).
    onGiveUp: (err) => {
      logger.fatal(err.message);
      process.exit(1);
    },
  });
  try {
    await ensureDatabase(embedded.url, EMBEDDED_DATABASE_NAME);
  } catch (err) {
    await embedded.stop();
    throw err;
  }
  logger.info({ ms: Date.now() - t0, dataDir: config.DATA_DIR, port: embedded.port }, "embedded PostgreSQL started");
  return { url: embedded.url.replace(/\/postgres$/, `/${EMBEDDED_DATABASE_NAME}`), embedded };
}

/**
 * Starts (or connects to) PostgreSQL, applies migrations and loads the zip-code places.
 * With DATABASE_URL nothing is embedded; otherwise a private server runs from DATA_DIR.
 */
export async function openDatabase(config: Config, logger: Logger): Promise<OpenedDatabase> {
  const { url, embedded } = await reachDatabase(config, logger);
  try {
    const applied = await runMigrations(url);
    if (applied) logger.info({ applied }, "migrations applied");
    const database = await connectPreferringSocket(url, embedded?.socketPath, logger);
    const places = await loadPlaces(database.sql);
    if (places) logger.info({ places }, "zip-code places loaded");
    // Blog articles are site content (app/features/blog/posts), upserted on every start.
    const blogPosts = await loadBlogPosts(database.sql);
    if (blogPosts) logger.info({ blogPosts }, "blog articles loaded");
    return {
      database,
      url,
      embedded,
      async close() {
        await database.close();
        await embedded?.stop();
      },
    };
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
}
