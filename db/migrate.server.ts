import { readMigrationFiles } from "drizzle-orm/migrator";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import { drizzle } from "drizzle-orm/postgres-js";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { Logger, runMigrations as runJobQueueMigrations } from "graphile-worker";

/**
 * db/migrations, found by walking up from this module: the same code also runs bundled inside
 * build/server (the health page imports it), where a fixed relative path would be wrong.
 */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [path.join(dir, "migrations"), path.join(dir, "db", "migrations")]) {
      if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("db/migrations not found");
    dir = parent;
  }
}

const MIGRATIONS_FOLDER = findMigrationsFolder();

// Any constant shared by all processes: only one of them migrates at a time.
const MIGRATION_LOCK_ID = 727_001;

/**
 * Applies pending migrations, safely when several app processes start at once: ours, then the
 * job queue's own schema (graphile_worker, managed by the library at its pinned version).
 */
export async function runMigrations(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    const before = await appliedMigrationCount(sql);
    await migrate(drizzle(sql), { migrationsFolder: MIGRATIONS_FOLDER });
    const after = await appliedMigrationCount(sql);
    if (after > before) await vacuumRewrittenTables(sql);
    await runJobQueueMigrations({ connectionString: url, logger: new Logger(() => () => {}) });
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
    return after - before;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * A migration that rewrites a table (migration 0020's stored earth point) leaves it with an empty
 * visibility map, and autovacuum does not come to a table without dead rows: until a VACUUM, every
 * index-only scan (the search's walks through the result-order indexes) reads the table as well,
 * several times slower. VACUUM cannot run in the migrations' transaction, so it runs after it, on
 * the tables with pages and none marked all-visible.
 */
async function vacuumRewrittenTables(sql: postgres.Sql): Promise<void> {
  const tables = await sql<{ name: string }[]>`
    select quote_ident(c.relname) as name from pg_class c
    where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
      and c.relpages > 0 and c.relallvisible = 0`;
  for (const table of tables) await sql.unsafe(`vacuum (analyze) ${table.name}`);
}

export async function appliedMigrationCount(sql: postgres.Sql): Promise<number> {
  const [table] = await sql<
    { exists: boolean }[]
  >`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`;
  if (!table?.exists) return 0;
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
  return row?.n ?? 0;
}

let knownCount: number | undefined;
/**
 * The migrations this code ships, read once: what a running process expects cannot change under
 * it, and reading and hashing every file cost the health check about 2 ms of CPU each time.
 */
export function knownMigrationCount(): number {
  knownCount ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
  return knownCount;
}
