/**
 * Ordered id lists for the search orders. Where an index gives the order (tier and name, the
 * GiST point index) the queries stop after the cap instead of sorting every match.
 */
import { customPlans, type Sql } from "@db/client.server.ts";
import type { LatLng } from "@domain/distance.ts";
import { tierRank } from "@domain/tiers.ts";
import { earthPoint, joinFragments, listingPoint, tierRankSql, type Fragment } from "./sql-fragments.server.ts";

export interface IdsQuery {
  /** Conditions on `l` (filters, radius, text), without tier, insurer and rating. */
  where: Fragment[];
  /** The insurer and minimum-rating checks (per-row lookups); null without those filters. */
  lookups: Fragment | null;
  /** Tiers allowed, and the same as one condition (null when every tier is allowed). */
  tiers: readonly string[];
  tierCondition: Fragment | null;
  limit: number;
  offset: number;
  /**
   * The filters are selective (an insurer, read from its GIN index): one statement sorting the
   * few matches beats walking the tier index group by group, each walk rereading the index.
   */
  sortMatches?: boolean;
}

/** Every condition of the query as one fragment. */
function everyCondition(sql: Sql, q: IdsQuery): Fragment {
  return joinFragments(sql, [...q.where, ...[q.tierCondition, q.lookups].filter((f) => f !== null)], "and");
}

/** Every condition but the tier one, for the walks that go tier by tier. */
function conditionsButTier(sql: Sql, q: IdsQuery): Fragment {
  return joinFragments(sql, q.lookups ? [...q.where, q.lookups] : q.where, "and");
}

const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

/** Tiers grouped by rank, highest first: [[featured], [premium-state], [premium-city], [premium, premium-local], [basic]]. */
function rankGroups(tiers: readonly string[]): string[][] {
  const byRank = new Map<number, string[]>();
  for (const t of tiers) byRank.set(tierRank(t), [...(byRank.get(tierRank(t)) ?? []), t]);
  return [...byRank.entries()].sort((a, b) => b[0] - a[0]).map(([, group]) => group);
}

/**
 * Up to `limit` ids of these tiers in name order: each tier walks the (tier, name) index and
 * stops after limit + offset rows, so nothing sorts every listing.
 */
async function walkTiersByName(
  sql: Sql,
  where: Fragment,
  tiers: readonly string[],
  limit: number,
  offset = 0,
): Promise<number[]> {
  const branch = (tier: string) =>
    sql`select l.id, l.name from listings l where l.tier = ${tier} and ${where} order by l.name, l.id limit ${limit + offset}`;
  const send = customPlans(sql);
  if (tiers.length === 1) return ids(await send<{ id: number }[]>`${branch(tiers[0]!)} offset ${offset}`);
  const union = tiers.map((t) => sql`(${branch(t)})`).reduce((acc, b) => sql`${acc} union all ${b}`);
  return ids(
    await send<{ id: number }[]>`select id from (${union}) t order by name, id limit ${limit} offset ${offset}`,
  );
}

/** Relevance order: tier rank desc, then name. */
export async function idsByRelevance(sql: Sql, q: IdsQuery): Promise<number[]> {
  if (q.limit <= 0 || q.tiers.length === 0) return [];
  // One rank group at a time, best first, until the page is full: the 500-listing map set or a
  // state's first page is usually served by the featured group alone. Within a group each tier
  // walks its (tier, name) index checking the filters row by row, or, when the filters are
  // selective, the planner reads their few matches and sorts them; a plan for the statement's
  // own values (customPlans, db/client.ts) lets it choose with the real values.
  if (q.sortMatches) {
    const where = everyCondition(sql, q);
    return ids(
      await customPlans(sql)<{ id: number }[]>`
      select l.id from listings l where ${where}
      order by ${tierRankSql(sql)} desc, l.name, l.id
      limit ${q.limit} offset ${q.offset}`,
    );
  }
  const where = conditionsButTier(sql, q);
  const wanted = q.offset + q.limit;
  const out: number[] = [];
  for (const group of rankGroups(q.tiers)) {
    if (out.length >= wanted) break;
    out.push(...(await walkTiersByName(sql, where, group, wanted - out.length)));
  }
  return out.slice(q.offset, wanted);
}

/** Name order (A-Z) across every tier. */
export async function idsAlphabetical(sql: Sql, q: IdsQuery): Promise<number[]> {
  if (q.limit <= 0 || q.tiers.length === 0) return [];
  const where = conditionsButTier(sql, q);
  return walkTiersByName(sql, where, q.tiers, q.limit, q.offset);
}

/** Nearest first: a KNN scan of the GiST index (<-> on the earth cube) checks filters as it goes. */
export async function idsByDistance(sql: Sql, q: IdsQuery, origin: LatLng): Promise<number[]> {
  if (q.limit <= 0) return [];
  const where = everyCondition(sql, q);
  return ids(
    await customPlans(sql)<{ id: number }[]>`
    select l.id from listings l where ${where}
    order by ${listingPoint(sql)} <-> ${earthPoint(sql, origin)}, l.id
    limit ${q.limit} offset ${q.offset}`,
  );
}

/** Average rating desc, then review count desc, then name (the stored summary; an index gives the order). */
export async function idsByRating(sql: Sql, q: IdsQuery): Promise<number[]> {
  if (q.limit <= 0) return [];
  const where = everyCondition(sql, q);
  return ids(
    await customPlans(sql)<{ id: number }[]>`
    select l.id from listings l where ${where}
    order by l.rating_average desc nulls last, l.review_count desc nulls last, l.name, l.id
    limit ${q.limit} offset ${q.offset}`,
  );
}

/**
 * How many listings match (the state page's total). With a ceiling it stops counting there, so
 * telling a visitor "the first 100 of 911" stays cheap on a million listings.
 */
export async function countMatches(sql: Sql, q: IdsQuery, ceiling?: number): Promise<number> {
  const where = everyCondition(sql, q);
  const [row] =
    ceiling === undefined
      ? await customPlans(sql)<{ n: number }[]>`select count(*)::int as n from listings l where ${where}`
      : await customPlans(sql)<{ n: number }[]>`
          select count(*)::int as n from (select 1 from listings l where ${where} limit ${ceiling}) m`;
  return row?.n ?? 0;
}
