/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements one search really sends: auto_explain on a
 * connection of its own, its LOG output delivered to the client as notices. Needs a superuser
 * (true for the embedded server); elsewhere it says so and skips.
 */
import postgres from "postgres";
import type { Database } from "../db/client.server.ts";
import { searchListings } from "../server/listings/search.server.ts";
import { parseListingSearchParams } from "../domain/search-params.ts";

export async function explainSearch(url: string, kind: string, query: string): Promise<void> {
  const plans: string[] = [];
  const sql = postgres(url, {
    max: 1,
    onnotice: (n) => plans.push(String(n.message)),
    // Every statement planned for its values, as the search statements are (db/client.ts customPlans).
    prepare: false,
  });
  try {
    await sql.unsafe(`load 'auto_explain'`);
    await sql.unsafe(`set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
      set auto_explain.log_buffers = on; set auto_explain.log_timing = on; set client_min_messages = log`);
  } catch (err) {
    console.info(`\n=== ${kind}: EXPLAIN skipped (${(err as Error).message})`);
    await sql.end();
    return;
  }
  const database = { sql, db: undefined as never, close: () => sql.end() } satisfies Database;
  const parsed = parseListingSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error.message);
  await searchListings({ database }, parsed.value);
  console.info(`\n=== ${kind}: ?${decodeURIComponent(query)}`);
  for (const plan of plans) console.info(`${plan}\n---`);
  await sql.end();
}
