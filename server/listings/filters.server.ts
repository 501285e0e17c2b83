/** WHERE conditions for the search filters: AND between kinds, OR within a list. */
import type { Sql } from "@db/client.server.ts";
import { TIERS, tierRank } from "@domain/tiers.ts";
import type { ProviderKind } from "@domain/listing-schema.ts";
import type { FilterTier, ListingSearchParams } from "../../domain/search-params.ts";
import type { IdsQuery } from "./ordered-ids.server.ts";
import { searchFlags, type Fragment, type IndexKey } from "./sql-fragments.server.ts";

/**
 * 'premium' stands for the whole premium family: a visitor choosing "Premium" expects every
 * paid premium plan (premium, premium-local, premium-city, premium-state).
 */
function tiersFor(filter: readonly FilterTier[]): string[] {
  if (filter.length === 0) return [...TIERS];
  const out = new Set<string>();
  for (const t of filter) {
    if (t === "premium") for (const tier of TIERS) if (tier.startsWith("premium")) out.add(tier);
    if (t === "basic" || t === "featured") out.add(t);
  }
  return TIERS.filter((t) => out.has(t));
}

const textArray = (sql: Sql, values: readonly string[]) => sql`${sql.array([...values])}::text[]`;

/**
 * The row-local filters (everything except tier, insurer, rating, location and text); the
 * jsonb ones can use the GIN index on services.
 */
function rangeConditions(sql: Sql, state: Fragment | null): Fragment[] {
  return state ? [sql`l.status = 'active'`, state] : [sql`l.status = 'active'`];
}

/** One condition the GIN index over the list filters answers, named for estimateShare's cache. */
const indexKey = (id: string, condition: Fragment): IndexKey => ({ id, condition });

/** The list filters (services, settings, languages, funding), each a key of listings_search_filters_idx. */
function listKeys(sql: Sql, p: ListingSearchParams): IndexKey[] {
  const lists = [
    ["services", p.services, (v: Fragment) => sql`l.services ?| ${v}`],
    ["care_settings", p.settings, (v: Fragment) => sql`l.care_settings ?| ${v}`],
    ["languages", p.languages, (v: Fragment) => sql`l.languages ?| ${v}`],
    ["funding_accepted", p.funding, (v: Fragment) => sql`l.funding_accepted ?| ${v}`],
  ] as const;
  return lists
    .filter(([, values]) => values.length > 0)
    .map(([column, values, condition]) =>
      indexKey(`${column} ?| ${[...values].sort().join("|")}`, condition(textArray(sql, values))),
    );
}

function filterConditions(
  sql: Sql,
  p: ListingSearchParams,
  range: readonly Fragment[],
  accepting: Fragment | null,
  lists: readonly IndexKey[],
): Fragment[] {
  // jsonb ?| is answered by the GIN index over the list filters.
  const where = [...range, ...lists.map((k) => k.condition)];
  if (accepting) where.push(accepting);
  if (p.age !== undefined) {
    where.push(
      sql`coalesce(l.min_age_years, 0) <= ${p.age}::int and coalesce(l.max_age_years, 32767) >= ${p.age}::int`,
    );
  }
  if (p.providerKind) where.push(providerKindCondition(sql, p.providerKind));
  return where;
}

/**
 * The provider type, tested on each candidate (an INCLUDE column of the result-order indexes,
 * migration 0024, so the in-order walk still reads no row). Not a key of the GIN index: either
 * type is about half the listings, so it narrows only rare searches, by half, and the budgets hold
 * without it (docs/performance.md "Provider type filter"). A listing without a recorded type
 * (added by an owner, imported from a CSV file) is a practice.
 */
function providerKindCondition(sql: Sql, kind: ProviderKind): Fragment {
  return kind === "independent_practitioner"
    ? sql`l.provider_kind = 'independent_practitioner'`
    : sql`l.provider_kind is distinct from 'independent_practitioner'`;
}

/**
 * Ids of the active insurers named (lower-case names), read before the search so the planner
 * sees the actual ids and can use the statistics of the insurer-id GIN index.
 */
async function activeInsurerIds(sql: Sql, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await sql<{ id: number }[]>`
    select id from insurance_providers where lower(name) = any(${textArray(sql, names)}) and is_active order by id`;
  return rows.map((r) => r.id);
}

/**
 * The insurer and minimum-rating checks, kept apart so a name search applies them after its
 * candidate cut. Both read columns the database keeps on the listing (triggers on
 * listing_insurances and reviews): the insurer ids (GIN-indexed, `&&` is any overlap; no
 * active insurer named matches nothing) and the one-decimal average rating (0 without reviews).
 * `insurerIds` are the ids of the insurers asked for (see activeInsurerIds).
 */
function lookupConditions(sql: Sql, p: ListingSearchParams, insurerIds: readonly number[]) {
  const insurer = p.insurances.length
    ? indexKey(
        `insurance_provider_ids && ${insurerIds.join("|")}`,
        sql`l.insurance_provider_ids && ${sql.array([...insurerIds])}::int[]`,
      )
    : null;
  const rating = p.rating !== undefined && p.rating > 0 ? sql`l.rating_average >= ${p.rating}::numeric` : null;
  const both = insurer && rating ? sql`${insurer.condition} and ${rating}` : (insurer?.condition ?? rating);
  return { insurer, rating, lookups: both };
}

/**
 * Rating keys of listing_search_flags (migration 0021): a listing's key is its average rounded
 * down to a half point, doubled ('rating:8' for 4.0 to 4.4). An average of at least `minimum`
 * has one of the keys from the minimum's own on (floor is monotone), so these keys narrow the
 * candidates without losing one; the exact comparison stays in lookupConditions.
 */
function ratingKeys(minimum: number): string[] {
  const keys: string[] = [];
  for (let key = Math.floor(minimum * 2); key <= 10; key++) keys.push(`rating:${key}`);
  return keys;
}

/**
 * The state, accepting and minimum-rating filters once more, as keys of listing_search_flags,
 * the last column of listings_search_filters_idx (migration 0021): so the one GIN index answers
 * every filter but age and distance together, and a search whose filters are rare together reads
 * only its matches' rows. The keys say exactly what the state and accepting conditions say; the
 * rating key is a half-point step, so the exact comparison stays. The tier is a key too
 * (tierKey), which the statement reading every match adds rank by rank (everyMatchInOrder).
 */
function flagKeys(sql: Sql, p: ListingSearchParams): IndexKey[] {
  const keys: IndexKey[] = [];
  const all = (key: string) => indexKey(`flags @> ${key}`, sql`${searchFlags(sql)} @> ${textArray(sql, [key])}`);
  if (p.state) keys.push(all(`state:${p.state}`));
  if (p.accepting) keys.push(all("accepting"));
  if (p.rating !== undefined && p.rating > 0) {
    const ratings = ratingKeys(p.rating);
    keys.push(indexKey(`flags && ${ratings.join("|")}`, sql`${searchFlags(sql)} && ${textArray(sql, ratings)}`));
  }
  return keys;
}

/**
 * The tier condition, for queries that do not split by tier, on the stored rank (tiers of one
 * rank are always chosen together), the leading column of the result-order indexes: 'featured'
 * reads only the top of the index. Ranks without a gap ('premium' is 2 to 4) are the range
 * alone: the range and a list of the same ranks made the planner count the tier twice (13,120
 * premium listings expected of 109,957 at 1,000,000), and then AND a bitmap of every premium
 * listing into a radius search (issue 16).
 */
function tierCondition(sql: Sql, p: ListingSearchParams): Fragment | null {
  if (!p.tiers.length) return null;
  const ranks = [...new Set(tiersFor(p.tiers).map(tierRank))].sort((a, b) => b - a);
  const [highest, lowest] = [ranks[0]!, ranks.at(-1)!];
  if (highest === lowest) return sql`l.tier_rank = ${highest}::smallint`;
  const range = sql`l.tier_rank between ${lowest}::smallint and ${highest}::smallint`;
  return highest - lowest === ranks.length - 1
    ? range
    : sql`${range} and l.tier_rank = any(${sql.array(ranks)}::smallint[])`;
}

/**
 * The search filters as the parts of an ids query: the row filters, the insurer and rating
 * lookups (the insurers named read first), the tiers allowed and the same filters as keys of the
 * GIN index (`matchKeys`, for the statement that reads every match).
 */
export async function filterQuery(
  sql: Sql,
  p: ListingSearchParams,
): Promise<Pick<IdsQuery, "where" | "range" | "lookups" | "tiers" | "tierCondition" | "matchKeys">> {
  const state = p.state ? sql`l.state = ${p.state}` : null;
  const accepting = p.accepting ? sql`l.accepting_new_clients` : null;
  const tiers = tierCondition(sql, p);
  const range = rangeConditions(sql, state);
  const lists = listKeys(sql, p);
  const { insurer, rating, lookups } = lookupConditions(sql, p, await activeInsurerIds(sql, p.insurances));
  return {
    where: filterConditions(sql, p, range, accepting, lists),
    range,
    lookups,
    tiers: tiersFor(p.tiers),
    tierCondition: tiers,
    matchKeys: {
      keys: [...lists, ...(insurer ? [insurer] : []), ...flagKeys(sql, p)],
      replaces: [...lists.map((k) => k.condition), ...[state, accepting, tiers].filter((f) => f !== null)],
      exact: rating ? [rating] : [],
    },
  };
}
