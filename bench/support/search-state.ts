/**
 * The state a search benchmark runs in, printed before it times anything (issue 30, item 27): the
 * same statements cost several times more on a freshly loaded database than on one that has been
 * up a while, and a figure means little without saying which it was measured on.
 *
 * - Statistics: when each table the searches read was last analysed and how many rows changed
 *   since (the planner's estimates, and the search's own key shares, come from them).
 * - Visibility map: the pages VACUUM has marked all-visible against all pages (index-only scans
 *   read the heap for every entry on a page not so marked).
 * - PostgreSQL's buffer cache (pg_buffercache when it can be created, else the database's hit and
 *   read counters), the OS page cache over the relations' files (fincore, when the files are
 *   readable from here), and the WAL a checkpoint still has to write behind.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type postgres from "postgres";

/** The tables a search reads. */
const SEARCH_TABLES = [
  "listings",
  "listing_name_words",
  "listing_insurances",
  "insurance_providers",
  "reviews",
  "places",
] as const;

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const pct = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)} %` : "–");
const when = (d: Date | null) => (d ? d.toISOString().slice(0, 19).replace("T", " ") : "never");

interface TableState {
  table: string;
  rows: number;
  modified: number;
  insertedSinceVacuum: number;
  lastAnalyze: Date | null;
  lastAutoanalyze: Date | null;
  lastVacuum: Date | null;
  lastAutovacuum: Date | null;
  pages: number;
  allVisible: number;
}

/** Counters that move while searches run: compare two reads with `blockDelta`. */
export interface BlockCounters {
  hit: number;
  read: number;
}

export async function blockCounters(sql: postgres.Sql): Promise<BlockCounters> {
  // A backend publishes its counters when it goes idle, at most once a second: wait for the last.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const [row] = await sql<{ hit: string; read: string }[]>`
    select blks_hit::text as hit, blks_read::text as read from pg_stat_database where datname = current_database()`;
  return { hit: Number(row?.hit ?? 0), read: Number(row?.read ?? 0) };
}

/** "blocks 12,345 hit, 67 read (0.5 %)": what the searches between two counters found cached. */
export function blockDelta(before: BlockCounters, after: BlockCounters): string {
  const hit = after.hit - before.hit;
  const read = after.read - before.read;
  return `blocks ${hit.toLocaleString("en-US")} hit, ${read.toLocaleString("en-US")} read (${pct(read, hit + read)})`;
}

async function tableStates(sql: postgres.Sql): Promise<TableState[]> {
  return sql<TableState[]>`
    select s.relname as table, s.n_live_tup::float8 as rows, s.n_mod_since_analyze::float8 as modified,
           s.n_ins_since_vacuum::float8 as "insertedSinceVacuum",
           s.last_analyze as "lastAnalyze", s.last_autoanalyze as "lastAutoanalyze",
           s.last_vacuum as "lastVacuum", s.last_autovacuum as "lastAutovacuum",
           pg_relation_size(s.relid) / current_setting('block_size')::int as pages, c.relallvisible as "allVisible"
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
    where s.relname in ${sql([...SEARCH_TABLES])} and s.schemaname = current_schema()
    order by pg_relation_size(s.relid) desc`;
}

/** Shared buffers held by the search tables and their indexes, and how many are dirty (pg_buffercache). */
async function sharedBuffers(sql: postgres.Sql): Promise<string> {
  try {
    await sql`create extension if not exists pg_buffercache`;
  } catch {
    // Not a superuser, or the extension is not installed: the hit/read counters say less, but something.
    const c = await blockCounters(sql);
    return `pg_buffercache unavailable; since the statistics were reset the database found ${pct(c.hit, c.hit + c.read)} of ${(c.hit + c.read).toLocaleString("en-US")} blocks in its buffers`;
  }
  const [row] = await sql<{ total: number; used: number; ours: number; dirty: number; oursDirty: number }[]>`
    with ours as (
      select c.relfilenode from pg_class c
      where c.relnamespace = current_schema()::regnamespace
        and (c.relname in ${sql([...SEARCH_TABLES])}
             or c.oid in (select indexrelid from pg_index i join pg_class t on t.oid = i.indrelid
                          where t.relname in ${sql([...SEARCH_TABLES])}
                            and t.relnamespace = current_schema()::regnamespace)))
    select count(*)::int as total, count(b.relfilenode)::int as used,
           count(*) filter (where b.relfilenode in (select relfilenode from ours)
                              and b.reldatabase = (select oid from pg_database where datname = current_database()))::int as ours,
           count(*) filter (where b.isdirty)::int as dirty,
           count(*) filter (where b.isdirty and b.relfilenode in (select relfilenode from ours))::int as "oursDirty"
    from pg_buffercache b`;
  if (!row) return "pg_buffercache returned nothing";
  const block = 8192;
  return (
    `${row.total.toLocaleString("en-US")} buffers (${mib(row.total * block)}), ${row.used.toLocaleString("en-US")} in use; ` +
    `the search tables and indexes hold ${row.ours.toLocaleString("en-US")} (${mib(row.ours * block)}), ` +
    `${row.dirty.toLocaleString("en-US")} dirty (${row.oursDirty.toLocaleString("en-US")} of them ours)`
  );
}

/** The relations' files in the OS page cache (fincore), when the data folder is readable from here. */
async function osCache(sql: postgres.Sql): Promise<string | null> {
  const [dir] = await sql<{ dir: string | null }[]>`select current_setting('data_directory', true) as dir`.catch(() => [
    { dir: null },
  ]);
  if (!dir?.dir || !existsSync(dir.dir)) return null;
  const relations = await sql<{ path: string; bytes: number }[]>`
    select pg_relation_filepath(c.oid) as path, pg_relation_size(c.oid)::float8 as bytes from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'i')
      and (c.relname in ${sql([...SEARCH_TABLES])}
           or c.oid in (select indexrelid from pg_index i join pg_class t on t.oid = i.indrelid
                        where t.relname in ${sql([...SEARCH_TABLES])}
                          and t.relnamespace = current_schema()::regnamespace))`;
  const files: string[] = [];
  let bytes = 0;
  for (const r of relations) {
    bytes += r.bytes;
    const base = path.join(dir.dir, r.path);
    // Relations over 1 GB are split into segments base, base.1, base.2, …
    for (let i = 0; existsSync(i === 0 ? base : `${base}.${i}`); i++) files.push(i === 0 ? base : `${base}.${i}`);
  }
  if (files.length === 0) return null;
  try {
    const out = execFileSync("fincore", ["--bytes", "--noheadings", "--raw", "--output", "RES", ...files], {
      encoding: "utf8",
    });
    const resident = out
      .trim()
      .split("\n")
      .reduce((sum, line) => sum + Number(line.trim() || 0), 0);
    return `${mib(resident)} of the search relations' ${mib(bytes)} in the OS page cache (${pct(resident, bytes)})`;
  } catch {
    return null;
  }
}

/** WAL written since the last checkpoint began: what the next checkpoint writes out (and when it is large, is writing now). */
async function walSinceCheckpoint(sql: postgres.Sql): Promise<string> {
  const [row] = await sql<{ bytes: number | null; at: Date | null }[]>`
    select pg_wal_lsn_diff(pg_current_wal_lsn(), c.redo_lsn)::float8 as bytes, c.checkpoint_time as at
    from pg_control_checkpoint() c`.catch(() => [{ bytes: null, at: null }]);
  if (row?.bytes == null) return "unknown (not permitted)";
  return `${mib(row.bytes)} since the last checkpoint (${when(row.at)} UTC)`;
}

/**
 * Prints the state the searches are about to run in. `keyShares` is how many filter estimates
 * the search's in-process cache (server/listings/key-shares.server.ts) holds for the bench's pool.
 */
export async function printSearchState(sql: postgres.Sql, keyShares: number): Promise<void> {
  const tables = await tableStates(sql);
  console.info("State before timing (bench/support/search-state.ts):");
  console.info(
    `  ${"table".padEnd(20)} ${"rows".padStart(9)}  ${"changed since analyze".padStart(21)}  ${"last analyze (auto)".padEnd(40)}  ${"all-visible pages".padEnd(26)}  last vacuum (auto)`,
  );
  for (const t of tables) {
    const analyze = `${when(t.lastAnalyze)} (${when(t.lastAutoanalyze)})`;
    const visible = `${t.allVisible.toLocaleString("en-US")} / ${t.pages.toLocaleString("en-US")} (${pct(t.allVisible, t.pages)})`;
    console.info(
      `  ${t.table.padEnd(20)} ${t.rows.toLocaleString("en-US").padStart(9)}  ${t.modified.toLocaleString("en-US").padStart(21)}  ${analyze.padEnd(40)}  ${visible.padEnd(26)}  ${when(t.lastVacuum)} (${when(t.lastAutovacuum)})`,
    );
  }
  const unanalyzed = tables.filter((t) => !t.lastAnalyze && !t.lastAutoanalyze).map((t) => t.table);
  const stale = tables.filter((t) => t.rows > 0 && t.modified > 0.1 * t.rows).map((t) => t.table);
  if (unanalyzed.length) console.info(`  never analysed: ${unanalyzed.join(", ")}`);
  if (stale.length) console.info(`  over 10 % of rows changed since the last analyse: ${stale.join(", ")}`);
  console.info(`  shared buffers: ${await sharedBuffers(sql)}`);
  const os = await osCache(sql);
  if (os) console.info(`  OS page cache: ${os}`);
  console.info(`  WAL: ${await walSinceCheckpoint(sql)}`);
  console.info(
    `  key-share cache (server/listings/key-shares.server.ts): ${keyShares} estimates kept for this pool${keyShares === 0 ? " (cold: each filter's first search asks the planner first)" : ""}`,
  );
}
