/**
 * Bulk loads take the work a row-by-row insert does per row out of the load and do it once, after
 * the rows are in: one sorted build of each secondary index (maintaining a dozen GIN, GiST,
 * trigram and covering indexes row by row is most of what a large insert costs), one validating
 * join per foreign key instead of one lookup per inserted row, and none of the summary triggers
 * whose result the loader writes itself.
 */
import type postgres from "postgres";

type Sql = postgres.TransactionSql;
type AnySql = postgres.Sql | postgres.TransactionSql;

/** One timed step of a bulk load, for the seed's breakdown. */
export interface LoadPhase {
  name: string;
  ms: number;
  /** WAL written during the step, when the role may read the WAL position. */
  walBytes: number | null;
}

export interface BulkLoadOptions {
  tables: readonly string[];
  /**
   * Triggers (`table.trigger`) switched off during the load, because the loader writes what they
   * would compute (the listing summaries). Without their indexes they would scan the child tables
   * once per statement.
   */
  triggers?: readonly string[];
  /** Indexes the load itself reads (a lookup per batch would scan the table without them). */
  keepIndexes?: readonly string[];
  onPhase?: (phase: LoadPhase) => void;
}

/**
 * A bulk load of listings with their reviews and insurer links, where each listing is written
 * with the summaries (rating, review count, insurer ids) its triggers would compute, so those
 * triggers are off during the load.
 */
export const LISTINGS_BULK_LOAD = {
  tables: ["listings", "reviews", "listing_insurances"],
  triggers: ["reviews.reviews_rating_insert", "listing_insurances.listing_insurances_insert"],
} as const satisfies Omit<BulkLoadOptions, "onPhase">;

interface Definition {
  table: string;
  name: string;
  definition: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables' indexes that back no constraint (primary keys and unique keys stay). */
async function secondaryIndexes(sql: Sql, tables: readonly string[], keep: readonly string[]): Promise<Definition[]> {
  return sql<Definition[]>`
    select t.relname as table, quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    where t.relname = any(${sql.array([...tables])}::text[])
      and t.relnamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
      and c.relname <> all(${sql.array([...keep, ""])}::text[])
    order by c.relname`;
}

/** The foreign keys declared on the tables (those of other tables that refer to them stay). */
async function foreignKeys(sql: Sql, tables: readonly string[]): Promise<Definition[]> {
  return sql<Definition[]>`
    select quote_ident(t.relname) as table, quote_ident(k.conname) as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    where k.contype = 'f'
      and t.relname = any(${sql.array([...tables])}::text[])
      and t.relnamespace = current_schema()::regnamespace
    order by t.relname, k.conname`;
}

/** The WAL insert position in bytes, or null when the role may not read it. */
async function walPosition(sql: AnySql): Promise<bigint | null> {
  const [row] = await sql<{ lsn: string | null }[]>`
    select case when has_function_privilege('pg_current_wal_insert_lsn()', 'execute')
                then pg_current_wal_insert_lsn()::text end as lsn`;
  if (!row?.lsn) return null;
  const [high = "0", low = "0"] = row.lsn.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Runs `step` and reports its time and WAL volume to onPhase (when there is one). */
export async function timedPhase<T>(
  sql: AnySql,
  name: string,
  onPhase: BulkLoadOptions["onPhase"],
  step: () => Promise<T>,
): Promise<T> {
  if (!onPhase) return step();
  const wal = await walPosition(sql);
  const started = performance.now();
  const result = await step();
  const ms = performance.now() - started;
  const after = wal === null ? null : await walPosition(sql);
  onPhase({ name, ms, walBytes: wal === null || after === null ? null : Number(after - wal) });
  return result;
}

/**
 * Runs `load` with the tables' secondary indexes and foreign keys dropped and the given triggers
 * off, then builds the indexes, validates and restores the foreign keys and switches the triggers
 * back on, all inside the transaction `tx`: DDL is transactional in PostgreSQL, so a failed or
 * interrupted load leaves the schema (and the rows) as they were. Other sessions wait on the
 * tables until it commits, so this is for loads that would otherwise take much longer (the demo
 * seed's big loads, the benchmarks), not for a live site's writes.
 */
export async function withBulkLoad<T>(tx: Sql, options: BulkLoadOptions, load: () => Promise<T>): Promise<T> {
  const { tables, onPhase } = options;
  const triggers = (options.triggers ?? []).map((qualified) => {
    const [table = "", trigger = ""] = qualified.split(".");
    return { table: quoteIdent(table), name: quoteIdent(trigger) };
  });
  const keys = await foreignKeys(tx, tables);
  const indexes = await secondaryIndexes(tx, tables, options.keepIndexes ?? []);
  for (const key of keys) await tx.unsafe(`alter table ${key.table} drop constraint ${key.name}`);
  for (const index of indexes) await tx.unsafe(`drop index ${index.name}`);
  for (const t of triggers) await tx.unsafe(`alter table ${t.table} disable trigger ${t.name}`);

  const result = await load();

  for (const t of triggers) await tx.unsafe(`alter table ${t.table} enable trigger ${t.name}`);
  // Index builds sort in memory up to this much; PostgreSQL 18 builds B-tree and GIN indexes with
  // parallel workers (max_parallel_maintenance_workers, 2 by default) beside the leader.
  await tx.unsafe(`set local maintenance_work_mem = '512MB'`);
  for (const index of indexes)
    await timedPhase(tx, `index ${index.table}.${index.name}`, onPhase, () => tx.unsafe(index.definition));
  for (const key of keys)
    await timedPhase(tx, `foreign key ${key.name}`, onPhase, () =>
      tx.unsafe(`alter table ${key.table} add constraint ${key.name} ${key.definition}`),
    );
  return result;
}

/**
 * Leaves bulk-loaded tables as the searches need them (issue 30, item 27): analysed (the
 * planner's estimates and the search's key shares come from the statistics), vacuumed (the
 * visibility map, without which every entry an index-only scan reads visits its heap page), and
 * checkpointed, so the gigabyte of WAL a large load leaves behind is written out now, as part
 * of the load, not by a checkpoint that competes with the first searches. `tables` are every
 * table the load wrote, those its triggers write included (listing_name_words for listings).
 * The checkpoint needs a superuser or pg_checkpoint; without either it is left to the server.
 */
export async function settleAfterBulkLoad(
  sql: postgres.Sql,
  tables: readonly string[],
  onPhase?: BulkLoadOptions["onPhase"],
): Promise<void> {
  const list = tables.map(quoteIdent).join(", ");
  await timedPhase(sql, "vacuum (analyze)", onPhase, () => sql.unsafe(`vacuum (analyze) ${list}`));
  const [role] = await sql<{ may: boolean }[]>`
    select rolsuper or pg_has_role(current_user, 'pg_checkpoint', 'member') as may from pg_roles where rolname = current_user`;
  if (role?.may) await timedPhase(sql, "checkpoint", onPhase, () => sql.unsafe(`checkpoint`));
}
