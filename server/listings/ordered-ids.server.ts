/**
 * Ordered id lists for the search orders. Where an index gives the order (tier rank and name,
 * the GiST point index) the queries stop after the cap instead of sorting every match.
 */
import { customPlans, type Sql } from "@db/client.server.ts";
import type { LatLng } from "@domain/distance.ts";
import { earthPoint, joinFragments, listingPoint, type Fragment } from "./sql-fragments.server.ts";

export interface IdsQuery {
  /** Conditions on `l` (filters, radius, text), without tier, insurer and rating. */
  where: Fragment[];
  /** Those of `where` (the same fragments) the result-order indexes answer as a range: active, the state. */
  range: Fragment[];
  /** The insurer and minimum-rating checks (per-row lookups); null without those filters. */
  lookups: Fragment | null;
  /** Tiers allowed, and the same as one condition (null when every tier is allowed). */
  tiers: readonly string[];
  tierCondition: Fragment | null;
  limit: number;
  offset: number;
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

/**
 * Index entries the first, in-order walk of a relevance search reads at most (about 1.2 MB of
 * index, around a millisecond): enough for a page of any filter that one listing in 50 matches,
 * whatever the planner estimates.
 */
const WALK_BUDGET = 5_000;

/**
 * What the walk reads of each entry: the order and the filtered columns, all of them key or
 * INCLUDE columns of the result-order indexes (migrations 0007 and 0020), so the walk never reads the row.
 * A filter on any other column still works, only through the row (an index scan, not index-only).
 */
const WALK_COLUMNS = [
  "id",
  "tier_rank",
  "name",
  "state",
  "services",
  "insurance_provider_ids",
  "rating_average",
  "accepting_new_clients",
  "min_age_years",
  "max_age_years",
  "care_settings",
  "languages",
  "funding_accepted",
  "latitude",
  "longitude",
  "earth_point",
]
  .map((c) => `l.${c}`)
  .join(", ");

const relevanceOrder = (sql: Sql) => sql`l.tier_rank desc nulls last, l.name, l.id`;

/**
 * Relevance order: tier rank desc, then name (then id). listings_relevance_idx and, with a
 * state, listings_state_relevance_idx (migration 0007) hold active listings in exactly this
 * order with every filtered column included. First, the index is walked in order: at most
 * WALK_BUDGET entries of the state's or tier's range, each tested on the entry itself (an
 * index-only scan, no read of the wide row), stopping when the page is full. That costs the
 * same at 100,000 and 1,000,000 listings and answers every search whose filters are not rare,
 * however the planner would estimate them. When it comes back short (rare filters, or fewer
 * matches than the page), one statement planned for its values (customPlans) gives the complete
 * answer: the planner either walks on (filters it expects one entry in a few hundred to pass) or
 * reads the few matches from listings_filters_idx and sorts them.
 */
export async function idsByRelevance(sql: Sql, q: IdsQuery): Promise<number[]> {
  if (q.limit <= 0 || q.tiers.length === 0) return [];
  const send = customPlans(sql);
  const range = q.tierCondition ? [...q.range, q.tierCondition] : q.range;
  const rest = [...q.where.filter((f) => !q.range.includes(f)), ...(q.lookups ? [q.lookups] : [])];
  const walked = ids(
    await send<{ id: number }[]>`
      select l.id from (
        select ${sql.unsafe(WALK_COLUMNS)} from listings l where ${joinFragments(sql, range, "and")}
        order by ${relevanceOrder(sql)} limit ${WALK_BUDGET + q.offset}
      ) l
      where ${joinFragments(sql, rest, "and")}
      order by ${relevanceOrder(sql)}
      limit ${q.limit} offset ${q.offset}`,
  );
  if (walked.length === q.limit) return walked;
  return ids(
    await send<{ id: number }[]>`
      select l.id from listings l where ${everyCondition(sql, q)}
      order by ${relevanceOrder(sql)}
      limit ${q.limit} offset ${q.offset}`,
  );
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
