import type { Database, Sql } from "./client.server.ts";

/**
 * The public data's generation: a counter the content tables' triggers bump with every write
 * (migration 0017, ADR 0014). Whatever was derived from the data at one generation still holds
 * while it is unchanged. Null when the counter's row is missing (a database not migrated).
 */
export async function readDataGeneration(sql: Sql): Promise<number | null> {
  const [row] = await sql<{ generation: string }[]>`select generation from page_cache_generation where id = 1`;
  return row ? Number(row.generation) : null;
}

/**
 * A read of the public data kept in this process until the data changes: each call reads the
 * generation (one primary-key read) on the same database as the data, so a replica's answer is
 * kept against the replica's own generation, and every process sees a write at once. The value
 * was read after its generation, so it is never older than the generation it is kept under.
 * Keys should be few (a state, not a search).
 */
export function keptUntilDataChanges<Key, Value>(
  read: (database: Database, key: Key) => Promise<Value>,
): (database: Database, key: Key) => Promise<Value> {
  const kept = new WeakMap<Database, { generation: number; values: Map<Key, Value> }>();
  return async (database, key) => {
    const generation = await readDataGeneration(database.sql);
    if (generation === null) return read(database, key);
    let entry = kept.get(database);
    if (!entry || entry.generation < generation) {
      entry = { generation, values: new Map() };
      kept.set(database, entry);
    } else if (entry.generation > generation) {
      return read(database, key); // a slower request that read an older generation
    }
    const known = entry.values.get(key);
    if (known !== undefined) return known;
    const value = await read(database, key);
    entry.values.set(key, value);
    return value;
  };
}
