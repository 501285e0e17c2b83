/**
 * Which keys of the GIN index over the list filters a statement should scan. A GIN scan costs
 * by the length of every posting list it intersects: 'ABA Therapy' is in every listing,
 * private-pay in two thirds, and ANDing those into a scan whose rarer keys already leave a few
 * thousand candidates cost 47 ms of the 59 of "every filter at once" at 1,000,000 listings,
 * where testing them on the candidates' rows costs a few. PostgreSQL's GIN costing has no
 * per-key frequencies, so it always scans every key; this picks them from the planner's own
 * estimate of each key alone (its statistics know them), kept for a while per database.
 */
import { customPlans, type Sql } from "@db/client.server.ts";
import type { Fragment, IndexKey } from "./sql-fragments.server.ts";

/**
 * What a GIN scan pays per posting (decoding it while intersecting), against what a candidate
 * the key would have removed costs (its heap row read and tested), in the same unit: 13 ns and
 * 10 µs at 1,000,000 listings (adding four keys of 50 to 100 % to a scan cost 35 ms; 3,477
 * candidates' rows 30 to 70 ms), so a key pays when it removes a candidate per 750 postings.
 */
const POSTING_COST = 1;
const CANDIDATE_COST = 750;
/** Estimates are kept this long: they change with the data, slowly. */
const KEEP_MS = 10 * 60_000;
/**
 * Estimates kept at most per client: a radius's cells are a key of their own (one per searched
 * place and radius), so past this many the stale ones are dropped, or else the oldest.
 */
const MAX_KEPT = 20_000;

const estimates = new WeakMap<Sql, Map<string, { rows: number; at: number }>>();

/**
 * How many estimates are kept, still fresh, for this client (the benchmarks print it).
 * @internal Not used in production: for the benchmarks.
 */
export function keptEstimates(sql: Sql): number {
  const now = Date.now();
  return [...(estimates.get(sql)?.values() ?? [])].filter((e) => now - e.at < KEEP_MS).length;
}

async function estimatedRows(sql: Sql, id: string, condition: Fragment): Promise<number> {
  let cache = estimates.get(sql);
  if (!cache) estimates.set(sql, (cache = new Map()));
  const kept = cache.get(id);
  if (kept && Date.now() - kept.at < KEEP_MS) return kept.rows;
  const rows = Math.max(1, await estimatedMatches(sql, sql`l.status = 'active' and ${condition}`));
  // Deleted first, so that the map's order stays the order of the estimates' age.
  cache.delete(id);
  if (cache.size >= MAX_KEPT) forgetOldest(cache);
  cache.set(id, { rows, at: Date.now() });
  return rows;
}

/** Drops the stale estimates, and the oldest fresh ones until a tenth in all is gone: the map is in age order. */
function forgetOldest(cache: Map<string, { at: number }>) {
  const now = Date.now();
  let dropped = 0;
  for (const [id, e] of cache) {
    if (now - e.at < KEEP_MS && dropped >= MAX_KEPT / 10) break;
    cache.delete(id);
    dropped++;
  }
}

/** Each key's share of the active listings, rarest first, and how many listings are active. */
async function sharesOf(sql: Sql, keys: readonly IndexKey[]) {
  const active = await estimatedRows(sql, "active", sql`true`);
  const rows = await Promise.all(keys.map((k) => estimatedRows(sql, k.id, k.condition)));
  const shares = keys.map((key, i) => ({ key, share: Math.min(1, rows[i]! / active) }));
  return { active, shares: shares.sort((a, b) => a.share - b.share) };
}

/**
 * Listings expected to have every key, were the keys independent (the planner's assumption
 * too): a guide, wrong for filters that go together, so callers leave a margin.
 */
export async function expectedMatches(sql: Sql, keys: readonly IndexKey[]): Promise<number> {
  const { active, shares } = await sharesOf(sql, keys);
  return shares.reduce((n, s) => n * s.share, active);
}

/** The share of the active listings expected to have every key (1 without keys), as expectedMatches. */
export async function expectedShare(sql: Sql, keys: readonly IndexKey[]): Promise<number> {
  if (keys.length === 0) return 1;
  const { shares } = await sharesOf(sql, keys);
  return shares.reduce((n, s) => n * s.share, 1);
}

/**
 * The keys worth scanning: the rarest always, then, rarest first, each whose postings cost less
 * to decode than the rows of the candidates it removes (a partial index's predicate has none to
 * decode, so it is always worth it). Only the plan depends on this choice: the other keys stay in
 * the statement as row tests.
 */
export async function keysToScan(sql: Sql, keys: readonly IndexKey[]): Promise<Set<IndexKey>> {
  if (keys.length <= 1) return new Set(keys);
  const { active, shares } = await sharesOf(sql, keys);
  const chosen = new Set([shares[0]!.key]);
  let candidates = active * shares[0]!.share;
  for (const { key, share } of shares.slice(1)) {
    const postings = key.indexPredicate ? 0 : active * share;
    if (postings * POSTING_COST >= candidates * (1 - share) * CANDIDATE_COST) continue;
    chosen.add(key);
    candidates *= share;
  }
  return chosen;
}

/** How many listings the planner expects to match this condition (no cache: it is one statement's). */
export async function estimatedMatches(sql: Sql, where: Fragment): Promise<number> {
  const [row] = await customPlans(sql)<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[]>`
    explain (format json) select 1 from listings l where ${where}`;
  return row?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0;
}
