import type { Sql } from "./client.server.ts";

/**
 * The public data's generation: a counter the content tables' triggers bump with every write
 * (migration 0017, ADR 0014). Whatever was derived from the data at one generation still holds
 * while it is unchanged. Null when the counter's row is missing (a database not migrated).
 */
export async function readDataGeneration(sql: Sql): Promise<number | null> {
  const [row] = await sql<{ generation: string }[]>`select generation from page_cache_generation where id = 1`;
  return row ? Number(row.generation) : null;
}
