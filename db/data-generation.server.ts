import { RecentMap } from "../domain/recent-map.ts";
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
 * The generation read at most once per database for one request that writes nothing (a page
 * GET): its kept values (below) then cost one statement between them. A request that writes must
 * not share one read, since what it reads after its write must be newer than what it read before.
 */
export interface RequestGeneration {
  read(database: Database): Promise<number | null>;
}

export function generationOncePerRequest(): RequestGeneration {
  const reads = new Map<Database, Promise<number | null>>();
  return {
    read(database) {
      let read = reads.get(database);
      if (!read) {
        read = readDataGeneration(database.sql);
        reads.set(database, read);
      }
      return read;
    },
  };
}

/** What a kept read needs: the database, and the request's shared generation read if it has one. */
export interface KeptContext {
  database: Database;
  dataGeneration?: RequestGeneration | undefined;
}

export interface KeptOptions<Key> {
  /** The most keys kept at one generation, the least recently used going first (unbounded by default). */
  maxKeys?: number;
  /** The key as kept (a string for keys that are objects); the key itself by default. */
  keyOf?: (key: Key) => unknown;
}

/**
 * A read of the public data kept in this process until the data changes: each call reads the
 * generation (one primary-key read, or the request's shared one) on the same database as the
 * data, so a replica's answer is kept against the replica's own generation, and every process
 * sees a write at once. The value was read after its generation, so it is never older than the
 * generation it is kept under. Keys should be few (a state, not a search) unless `maxKeys`
 * bounds them. Callers share the value kept: they must not change it.
 */
export function keptUntilDataChanges<Key, Value>(
  read: (database: Database, key: Key) => Promise<Value>,
  { maxKeys = Infinity, keyOf = (key) => key }: KeptOptions<Key> = {},
): (ctx: KeptContext, key: Key) => Promise<Value> {
  const kept = new WeakMap<Database, { generation: number; values: RecentMap<unknown, Value> }>();
  return async ({ database, dataGeneration }, key) => {
    const generation = await (dataGeneration ? dataGeneration.read(database) : readDataGeneration(database.sql));
    if (generation === null) return read(database, key);
    let entry = kept.get(database);
    if (!entry || entry.generation < generation) {
      entry = { generation, values: new RecentMap(maxKeys) };
      kept.set(database, entry);
    } else if (entry.generation > generation) {
      return read(database, key); // a slower request that read an older generation
    }
    const id = keyOf(key);
    const known = entry.values.get(id);
    if (known !== undefined) return known;
    const value = await read(database, key);
    entry.values.set(id, value);
    return value;
  };
}
