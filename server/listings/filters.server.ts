/** WHERE conditions for the search filters: AND between kinds, OR within a list. */
import type { Sql } from "@db/client.server.ts";
import { TIERS, tierRank } from "@domain/tiers.ts";
import type { FilterTier, ListingSearchParams } from "../../domain/search-params.ts";
import type { IdsQuery } from "./ordered-ids.server.ts";
import { joinFragments, type Fragment } from "./sql-fragments.server.ts";

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

function filterConditions(
  sql: Sql,
  p: ListingSearchParams,
  range: readonly Fragment[],
  accepting: Fragment | null,
): Fragment[] {
  const where = [...range];
  // jsonb ?| is answered by the GIN index on services.
  if (p.services.length) where.push(sql`l.services ?| ${textArray(sql, p.services)}`);
  if (accepting) where.push(accepting);
  if (p.age !== undefined) {
    where.push(
      sql`coalesce(l.min_age_years, 0) <= ${p.age}::int and coalesce(l.max_age_years, 32767) >= ${p.age}::int`,
    );
  }
  if (p.settings.length) where.push(sql`l.care_settings ?| ${textArray(sql, p.settings)}`);
  if (p.languages.length) where.push(sql`l.languages ?| ${textArray(sql, p.languages)}`);
  if (p.funding.length) where.push(sql`l.funding_accepted ?| ${textArray(sql, p.funding)}`);
  return where;
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
function lookupCondition(sql: Sql, p: ListingSearchParams, insurerIds: readonly number[]): Fragment | null {
  const insurer = p.insurances.length ? sql`l.insurance_provider_ids && ${sql.array([...insurerIds])}::int[]` : null;
  const rating = p.rating !== undefined && p.rating > 0 ? sql`l.rating_average >= ${p.rating}::numeric` : null;
  if (insurer && rating) return sql`${insurer} and ${rating}`;
  return insurer ?? rating;
}

/**
 * Rating keys of listing_search_flags (migration 0021): a listing's key is its average rounded
 * down to a half point, doubled ('rating:8' for 4.0 to 4.4). An average of at least `minimum`
 * has one of the keys from the minimum's own on (floor is monotone), so these keys narrow the
 * candidates without losing one; the exact comparison stays in lookupCondition.
 */
function ratingKeys(minimum: number): string[] {
  const keys: string[] = [];
  for (let key = Math.floor(minimum * 2); key <= 10; key++) keys.push(`rating:${key}`);
  return keys;
}

/**
 * The state, tier, accepting and minimum-rating filters once more, as keys of
 * listing_search_flags, the last column of listings_search_filters_idx (migration 0021): so the
 * one GIN index answers every filter but age and distance together, and a search whose filters
 * are rare together reads only its matches' rows. The keys say exactly what the state, tier and
 * accepting conditions say (`replaces`, which a query using the keys leaves out, so the planner
 * does not count them twice); the rating key is a half-point step, so the exact comparison stays.
 */
function flagConditions(
  sql: Sql,
  p: ListingSearchParams,
  replaces: readonly (Fragment | null)[],
): IdsQuery["flags"] {
  const flags = sql`listing_search_flags(l.state, l.tier_rank, l.accepting_new_clients, l.rating_average)`;
  const every = [...(p.state ? [`state:${p.state}`] : []), ...(p.accepting ? ["accepting"] : [])];
  const parts: Fragment[] = [];
  if (every.length) parts.push(sql`${flags} @> ${textArray(sql, every)}`);
  if (p.tiers.length) {
    const ranks = [...new Set(tiersFor(p.tiers).map(tierRank))];
    parts.push(sql`${flags} && ${textArray(sql, ranks.map((r) => `tier:${r}`))}`);
  }
  if (p.rating !== undefined && p.rating > 0) parts.push(sql`${flags} && ${textArray(sql, ratingKeys(p.rating))}`);
  if (!parts.length) return null;
  return { condition: joinFragments(sql, parts, "and"), replaces: replaces.filter((f) => f !== null) };
}

/**
 * The tier condition, for queries that do not split by tier, on the stored rank (tiers of one
 * rank are always chosen together), the leading column of the result-order indexes: 'featured'
 * reads only the top of the index.
 */
function tierCondition(sql: Sql, p: ListingSearchParams): Fragment | null {
  if (!p.tiers.length) return null;
  const ranks = [...new Set(tiersFor(p.tiers).map(tierRank))].sort((a, b) => b - a);
  return ranks.length === 1
    ? sql`l.tier_rank = ${ranks[0]!}::smallint`
    : sql`l.tier_rank between ${ranks.at(-1)!}::smallint and ${ranks[0]!}::smallint and l.tier_rank = any(${sql.array(ranks)}::smallint[])`;
}

/**
 * The search filters as the parts of an ids query: the row filters, the insurer and rating
 * lookups (the insurers named read first), the tiers allowed and the flag keys.
 */
export async function filterQuery(
  sql: Sql,
  p: ListingSearchParams,
): Promise<Pick<IdsQuery, "where" | "range" | "lookups" | "tiers" | "tierCondition" | "flags">> {
  const state = p.state ? sql`l.state = ${p.state}` : null;
  const accepting = p.accepting ? sql`l.accepting_new_clients` : null;
  const tiers = tierCondition(sql, p);
  const range = rangeConditions(sql, state);
  return {
    where: filterConditions(sql, p, range, accepting),
    range,
    lookups: lookupCondition(sql, p, await activeInsurerIds(sql, p.insurances)),
    tiers: tiersFor(p.tiers),
    tierCondition: tiers,
    flags: flagConditions(sql, p, [state, accepting, tiers]),
  };
}
