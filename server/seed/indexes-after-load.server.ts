/**
 * Bulk loads build the secondary indexes once, after the rows are in: maintaining a dozen
 * indexes (GIN, GiST, trigram, the covering result-order ones) row by row is most of what a
 * large insert costs, and one sorted build of each is several times cheaper.
 */
import type postgres from "postgres";

type Sql = postgres.TransactionSql;

interface IndexDefinition {
  name: string;
  definition: string;
}

/** The tables' indexes that back no constraint (primary keys and unique keys stay). */
async function secondaryIndexes(sql: Sql, tables: readonly string[]): Promise<IndexDefinition[]> {
  return sql<IndexDefinition[]>`
    select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_class t on t.oid = i.indrelid
    where t.relname = any(${sql.array([...tables])}::text[])
      and t.relnamespace = current_schema()::regnamespace
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`;
}

/**
 * Runs `load` with the tables' secondary indexes dropped and builds them again afterwards, all
 * inside the transaction `tx`: DDL is transactional in PostgreSQL, so a failed or interrupted
 * load leaves the indexes (and the rows) as they were. Other sessions wait on the tables until
 * it commits, so this is for loads that would otherwise take much longer (the demo seed's big
 * loads, the benchmarks), not for a live site's writes.
 */
export async function withIndexesAfterLoad<T>(tx: Sql, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const indexes = await secondaryIndexes(tx, tables);
  for (const index of indexes) await tx.unsafe(`drop index ${index.name}`);
  const result = await load();
  // Index builds sort in memory up to this much, one worker per core beside the leader.
  await tx.unsafe(`set local maintenance_work_mem = '512MB'`);
  for (const index of indexes) await tx.unsafe(index.definition);
  return result;
}
