/**
 * What the search tests that check an index choice share: the names a search answers, and the
 * index scans PostgreSQL counted since `pg_stat_reset()`.
 */
import { customPlans, type Database, type Sql } from "../../db/client.server.ts";
import { searchListings } from "../../server/listings/search.server.ts";
import { parseListingSearchParams } from "../../domain/search-params.ts";
import { testServices } from "./services.ts";

/** The names of a search's first page of 100, for a query string. */
export async function searchNames(database: Database, query: string): Promise<string[]> {
  const parsed = parseListingSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const result = await searchListings(testServices(database), { ...parsed.value, pageSize: 100 });
  return result.listings.map((l) => l.name);
}

/**
 * Scans of these indexes since the counters were reset (read through `reader`), after the
 * searching client's connections flushed their counts: its pool and its custom-plan pool
 * (db/client.server.ts), each of one connection.
 */
export async function indexScans(
  searches: Database,
  reader: Sql,
  indexes: readonly string[],
): Promise<Record<string, number>> {
  await searches.sql`select pg_stat_force_next_flush()`;
  await customPlans(searches.sql)`select pg_stat_force_next_flush()`;
  const rows = await reader<{ name: string; scans: number }[]>`
    select indexrelname as name, idx_scan::int as scans from pg_stat_user_indexes
    where indexrelname = any(${reader.array([...indexes])}::text[])`;
  return Object.fromEntries(rows.map((r) => [r.name, r.scans]));
}
