/**
 * The SQL of each search filter: AND between filters, OR within a list. The filters' parameters
 * are defined in domain/search-filters.ts; each has an entry of the same name in FILTER_SQL,
 * which gives its conditions (SearchCondition: the test, where the statements place it, the
 * columns it reads and its keys of the GIN index over the filters). Every search statement (the
 * in-order walks, every match read through the GIN index, nearest first, by rating, by name, the
 * counts, the name search and the map viewport) is built from these conditions, so a new filter
 * is this entry and its parameter, nothing else. The tier is the one filter outside the table: it
 * shapes the orders (the tier rank leads the result-order indexes), see tierCondition.
 */
import type { Sql } from "@db/client.server.ts";
import { TIERS, tierRank } from "@domain/tiers.ts";
import { factDay, oldestCurrentDay, startWithinWeeks } from "@domain/fact-freshness.ts";
import type { FilterKey } from "@domain/search-filters.ts";
import type { FilterTier, ListingSearchParams } from "../../domain/search-params.ts";
import type { IdsQuery } from "./ordered-ids.server.ts";
import { freshKey, searchFlags, type Fragment, type IndexKey, type SearchCondition } from "./sql-fragments.server.ts";

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

/** One condition the GIN index over the filters answers, named for estimateShare's cache. */
const indexKey = (id: string, condition: Fragment): IndexKey => ({ id, condition });

/**
 * A key of listing_search_flags, the last column of listings_search_filters_idx (migrations 0021,
 * 0037): the state, the tier rank, the intake, the rating and current intake as text keys, so the one GIN index answers
 * those filters together with the list filters and the insurer.
 */
const flagKey = (sql: Sql, key: string) =>
  indexKey(`flags @> ${key}`, sql`${searchFlags(sql)} @> ${textArray(sql, [key])}`);

/**
 * A list filter on a jsonb column (any of the values, `?|`): the GIN index over the filters has
 * the column, so the key is the test itself.
 */
function listCondition(sql: Sql, column: string, values: readonly string[]): SearchCondition[] {
  if (values.length === 0) return [];
  const test = sql`${sql.unsafe(`l.${column}`)} ?| ${textArray(sql, values)}`;
  const key = indexKey(`${column} ?| ${[...values].sort().join("|")}`, test);
  return [{ test, stage: "row", columns: [column], keys: [key], keysExact: true }];
}

/**
 * Ids of the active insurers named (lower-case names), read before the search so the planner
 * sees the actual ids and can use the statistics of the insurer-id GIN index.
 */
export async function activeInsurerIds(sql: Sql, names: readonly string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const rows = await sql<{ id: number }[]>`
    select id from insurance_providers where lower(name) = any(${textArray(sql, names)}) and is_active order by id`;
  return rows.map((r) => r.id);
}

/**
 * Rating keys of listing_search_flags (migration 0021): a listing's key is its average rounded
 * down to a half point, doubled ('rating:8' for 4.0 to 4.4). An average of at least `minimum`
 * has one of the keys from the minimum's own on (floor is monotone), so these keys narrow the
 * candidates without losing one; the exact comparison stays.
 */
function ratingKeys(minimum: number): string[] {
  const keys: string[] = [];
  for (let key = Math.floor(minimum * 2); key <= 10; key++) keys.push(`rating:${key}`);
  return keys;
}

type SqlFilterKey = "state" | Exclude<FilterKey, "tiers">;

/**
 * The intake was confirmed within its lifetime, on today's UTC day (domain/fact-freshness.ts).
 * A test on the row, never an index condition (`is true`): the planner, taking the day and the
 * current-intake flag for independent, put a quarter of the truth on listings_intake_fresh_idx
 * (the expiry job's index) and ANDed its 258,517 entries into the filters' scan, 61 ms where
 * listings_fresh_filters_idx alone takes 10 (every filter from a zip, 1,000,000 listings).
 */
const intakeCurrent = (sql: Sql) =>
  sql`(l.intake_confirmed_on >= ${oldestCurrentDay("intake", factDay(new Date()))}::date) is true`;

/**
 * Each filter's conditions for its value (none when the value does not filter). The order is
 * the order of the conditions in the statements.
 */
const FILTER_SQL: {
  [K in SqlFilterKey]: (sql: Sql, value: ListingSearchParams[K]) => SearchCondition[] | Promise<SearchCondition[]>;
} = {
  state: (sql, state) =>
    state
      ? [
          {
            test: sql`l.state = ${state}`,
            stage: "range",
            columns: ["state"],
            keys: [flagKey(sql, `state:${state}`)],
            keysExact: true,
          },
        ]
      : [],
  services: (sql, values) => listCondition(sql, "services", values),
  settings: (sql, values) => listCondition(sql, "care_settings", values),
  languages: (sql, values) => listCondition(sql, "languages", values),
  funding: (sql, values) => listCondition(sql, "funding_accepted", values),
  /**
   * Accepting new clients, as confirmed within the intake's lifetime (domain/fact-freshness.ts):
   * the stored confirmation day compared with the oldest day still current. The index key is
   * the stored current-intake flag (freshKey; it may lag an expiry by an hour, never a
   * confirmation), so the exact test stays beside it. Not the intake key too: decoding both
   * posting lists (half and a quarter of the listings) took 64 of the 84 ms of every filter at
   * once at 1,000,000 listings (docs/performance.md).
   */
  accepting: (sql, accepting) =>
    accepting
      ? [
          {
            test: sql`l.accepting_new_clients and ${intakeCurrent(sql)}`,
            stage: "row",
            columns: ["accepting_new_clients", "intake_confirmed_on"],
            keys: [freshKey(sql)],
          },
        ]
      : [],
  /**
   * Can start within N weeks (0 for now): accepting, or a waitlist estimated at most N weeks
   * (domain/fact-freshness.ts weeksToStart), as currently confirmed. Its index key is the current
   * intake flag (a waitlist is no key), with the exact test beside it.
   */
  startWithin: (sql, choice) =>
    choice === undefined
      ? []
      : [
          {
            test: sql`(l.accepting_new_clients or l.waitlist_weeks <= ${startWithinWeeks(choice)}::int) and ${intakeCurrent(sql)}`,
            stage: "row",
            columns: ["accepting_new_clients", "waitlist_weeks", "intake_confirmed_on"],
            keys: [freshKey(sql)],
          },
        ],
  age: (sql, age) =>
    age === undefined
      ? []
      : [
          {
            test: sql`coalesce(l.min_age_years, 0) <= ${age}::int and coalesce(l.max_age_years, 32767) >= ${age}::int`,
            stage: "row",
            columns: ["min_age_years", "max_age_years"],
          },
        ],
  /**
   * The provider type, tested on each candidate (an INCLUDE column of the result-order indexes,
   * migration 0024, so the in-order walk still reads no row). Not a key of the GIN index: either
   * type is about half the listings, so it narrows only rare searches, by half, and the budgets
   * hold without it (docs/performance.md "Provider type filter"). A listing without a recorded
   * type (added by an owner, imported from a CSV file) is a practice.
   */
  providerKind: (sql, kind) =>
    kind
      ? [
          {
            test:
              kind === "independent_practitioner"
                ? sql`l.provider_kind = 'independent_practitioner'`
                : sql`l.provider_kind is distinct from 'independent_practitioner'`,
            stage: "row",
            columns: ["provider_kind"],
          },
        ]
      : [],
  /**
   * The insurers, on the ids the database keeps on the listing (a trigger on listing_insurances;
   * GIN-indexed, `&&` is any overlap): a lookup, so a name search tests it after its candidate
   * cut. No active insurer named matches nothing.
   */
  insurances: async (sql, names) => {
    if (names.length === 0) return [];
    const ids = await activeInsurerIds(sql, names);
    const test = sql`l.insurance_provider_ids && ${sql.array(ids)}::int[]`;
    return [
      {
        test,
        stage: "lookup",
        columns: ["insurance_provider_ids"],
        keys: [indexKey(`insurance_provider_ids && ${ids.join("|")}`, test)],
        keysExact: true,
      },
    ];
  },
  /**
   * The minimum rating, on the one-decimal average the database keeps on the listing (a trigger
   * on reviews; 0 without reviews): a lookup like the insurer. Its keys are half-point steps, so
   * the exact comparison stays beside them.
   */
  rating: (sql, minimum) => {
    if (minimum === undefined || minimum <= 0) return [];
    const ratings = ratingKeys(minimum);
    return [
      {
        test: sql`l.rating_average >= ${minimum}::numeric`,
        stage: "lookup",
        columns: ["rating_average"],
        keys: [indexKey(`flags && ${ratings.join("|")}`, sql`${searchFlags(sql)} && ${textArray(sql, ratings)}`)],
      },
    ];
  },
};

/**
 * The tier condition, for queries that do not split by tier, on the stored rank (tiers of one
 * rank are always chosen together), the leading column of the result-order indexes: 'featured'
 * reads only the top of the index. Ranks without a gap ('premium' is 2 to 4) are the range
 * alone: the range and a list of the same ranks made the planner count the tier twice (13,120
 * premium listings expected of 109,957 at 1,000,000), and then AND a bitmap of every premium
 * listing into a radius search (issue 16).
 */
function tierCondition(sql: Sql, tiers: readonly FilterTier[]): Fragment | null {
  if (!tiers.length) return null;
  const ranks = [...new Set(tiersFor(tiers).map(tierRank))].sort((a, b) => b - a);
  const [highest, lowest] = [ranks[0]!, ranks.at(-1)!];
  if (highest === lowest) return sql`l.tier_rank = ${highest}::smallint`;
  const range = sql`l.tier_rank between ${lowest}::smallint and ${highest}::smallint`;
  return highest - lowest === ranks.length - 1
    ? range
    : sql`${range} and l.tier_rank = any(${sql.array(ranks)}::smallint[])`;
}

/** Only active listings are ever found: the result-order indexes hold only those. */
const active = (sql: Sql): SearchCondition => ({ test: sql`l.status = 'active'`, stage: "range", columns: ["status"] });

/**
 * The search filters as the parts of an ids query: the conditions (the active status first, then
 * each filter's, in FILTER_SQL's order) and the tiers allowed, also as one condition.
 */
export async function filterQuery(
  sql: Sql,
  p: ListingSearchParams,
): Promise<Pick<IdsQuery, "conditions" | "tiers" | "tierCondition">> {
  const keys = Object.keys(FILTER_SQL) as SqlFilterKey[];
  const conditions = await Promise.all(
    keys.map((k) =>
      (FILTER_SQL[k] as (sql: Sql, v: unknown) => SearchCondition[] | Promise<SearchCondition[]>)(sql, p[k]),
    ),
  );
  return {
    conditions: [active(sql), ...conditions.flat()],
    tiers: tiersFor(p.tiers),
    tierCondition: tierCondition(sql, p.tiers),
  };
}
