/** WHERE conditions for the search filters: AND between kinds, OR within a list. */
import type { Sql } from "@db/client.ts";
import { TIERS } from "@domain/tiers.ts";
import type { FilterTier, ListingSearchParams } from "./search-params.ts";
import { averageRatingSql, type Fragment } from "./sql-fragments.server.ts";

/**
 * 'premium' stands for the whole premium family: a visitor choosing "Premium" expects every
 * paid premium plan (premium, premium-local, premium-city, premium-state).
 */
export function tiersFor(filter: readonly FilterTier[]): string[] {
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
export function filterConditions(sql: Sql, p: ListingSearchParams): Fragment[] {
  const where: Fragment[] = [sql`l.status = 'active'`];
  if (p.state) where.push(sql`l.state = ${p.state}`);
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
 * The insurer and minimum-rating checks: per-row lookups, kept apart so they run after the
 * cheap filters (and, in a name search, after the candidate cut). One CASE holds both so the
 * insurer probe (an index-only lookup that rejects most rows) always runs before the dearer
 * rating average; PostgreSQL would otherwise order them by its own cost guess.
 */
export function lookupCondition(sql: Sql, p: ListingSearchParams): Fragment | null {
  const insurer = p.insurances.length
    ? sql`(select true from listing_insurances li
        where li.listing_id = l.id and li.insurance_provider_id = any(array(
          select ip.id from insurance_providers ip where lower(ip.name) = any(${textArray(sql, p.insurances)}) and ip.is_active))
        limit 1) is not null`
    : null;
  const rating = p.rating !== undefined && p.rating > 0 ? sql`${averageRatingSql(sql)} >= ${p.rating}::numeric` : null;
  if (insurer && rating) return sql`(case when ${insurer} then ${rating} else false end)`;
  return insurer ?? rating;
}

/** The tier condition, for queries that do not split by tier. */
export function tierCondition(sql: Sql, p: ListingSearchParams): Fragment | null {
  return p.tiers.length ? sql`l.tier = any(${textArray(sql, tiersFor(p.tiers))})` : null;
}
