/** WHERE conditions for the search filters: AND between kinds, OR within a list. */
import type { Sql } from "@db/client.server.ts";
import { TIERS, tierRank } from "@domain/tiers.ts";
import type { FilterTier, ListingSearchParams } from "../../domain/search-params.ts";
import type { IdsQuery } from "./ordered-ids.server.ts";
import type { Fragment } from "./sql-fragments.server.ts";

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
function rangeConditions(sql: Sql, p: ListingSearchParams): Fragment[] {
  return p.state ? [sql`l.status = 'active'`, sql`l.state = ${p.state}`] : [sql`l.status = 'active'`];
}

function filterConditions(sql: Sql, p: ListingSearchParams, range: readonly Fragment[]): Fragment[] {
  const where = [...range];
  // jsonb ?| is answered by the GIN index on services.
  if (p.services.length) where.push(sql`l.services ?| ${textArray(sql, p.services)}`);
  if (p.accepting) where.push(sql`l.accepting_new_clients`);
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
 * lookups (the insurers named read first) and the tiers allowed.
 */
export async function filterQuery(
  sql: Sql,
  p: ListingSearchParams,
): Promise<Pick<IdsQuery, "where" | "range" | "lookups" | "tiers" | "tierCondition">> {
  const range = rangeConditions(sql, p);
  return {
    where: filterConditions(sql, p, range),
    range,
    lookups: lookupCondition(sql, p, await activeInsurerIds(sql, p.insurances)),
    tiers: tiersFor(p.tiers),
    tierCondition: tierCondition(sql, p),
  };
}
