/**
 * Ordered id lists for the search orders. Where an index gives the order (tier rank and name,
 * the GiST point index) the queries stop after the cap instead of sorting every match.
 */
import { customPlans, type Sql } from "@db/client.server.ts";
import type { LatLng } from "@domain/distance.ts";
import { TIERS, tierRank } from "@domain/tiers.ts";
import { estimatedMatches, expectedMatches, expectedShare, keysToScan } from "./key-shares.server.ts";
import {
  earthPoint,
  freshKey,
  groupOf,
  inRadiusBox,
  joinFragments,
  listingPoint,
  relevanceGroup,
  tierKey,
  type Fragment,
  type IndexKey,
  type SearchCondition,
} from "./sql-fragments.server.ts";

export interface IdsQuery {
  /** The search's conditions on `l` (the filters, a radius, a viewport), but the tier's. */
  conditions: readonly SearchCondition[];
  /** Tiers allowed, and the same as one condition (null when every tier is allowed). */
  tiers: readonly string[];
  tierCondition: Fragment | null;
  limit: number;
  offset: number;
}

const tests = (conditions: readonly SearchCondition[]) => conditions.map((c) => c.test);

/** The conditions tested on the listing itself (range and row), without the lookups and the tier. */
export function rowConditions(q: Pick<IdsQuery, "conditions">): Fragment[] {
  return tests(q.conditions.filter((c) => c.stage !== "lookup"));
}

/** The lookups (insurer, minimum rating) as one condition, null without any. */
export function lookupCondition(sql: Sql, q: Pick<IdsQuery, "conditions">): Fragment | null {
  const lookups = tests(q.conditions.filter((c) => c.stage === "lookup"));
  return lookups.length ? joinFragments(sql, lookups, "and") : null;
}

/** The columns the lookups read (a name search's candidates carry them). */
export function lookupColumns(q: Pick<IdsQuery, "conditions">): string[] {
  return [...new Set(q.conditions.filter((c) => c.stage === "lookup").flatMap((c) => c.columns))];
}

/** Every condition of the query as one fragment. */
function everyCondition(sql: Sql, q: IdsQuery): Fragment {
  const lookups = lookupCondition(sql, q);
  return joinFragments(sql, [...rowConditions(q), ...[q.tierCondition, lookups].filter((f) => f !== null)], "and");
}

/** Every condition but the tier one, for the walks that go tier by tier. */
function conditionsButTier(sql: Sql, q: IdsQuery): Fragment {
  const lookups = lookupCondition(sql, q);
  return joinFragments(sql, lookups ? [...rowConditions(q), lookups] : rowConditions(q), "and");
}

/** The GIN keys of every condition. */
const conditionKeys = (q: IdsQuery): IndexKey[] => q.conditions.flatMap((c) => c.keys ?? []);

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
 * Entries a second walk may read when the first found matches, but too few (about 10 ms at
 * 1,000,000 listings): one listing in 300 matching fills a page of 100. Rarer filters cost less
 * read from the GIN index instead (everyMatchInOrder), about as much at that rate.
 */
const LONG_WALK_BUDGET = 30_000;

/**
 * What the walk reads of each entry: the order and the columns the conditions tested on it read
 * (their `columns`), all of them key or INCLUDE columns of the result-order indexes (migrations
 * 0007, 0020 and 0024), so the walk never reads the row. A filter on any other column still
 * works, only through the row (an index scan, not index-only).
 */
function walkColumns(q: IdsQuery): string {
  const tested = q.conditions.filter((c) => c.stage !== "range").flatMap((c) => c.columns);
  return [...new Set(["id", "tier_rank", "intake_fresh", "name", ...tested])].map((c) => `l.${c}`).join(", ");
}

/**
 * Tier rank, then current intake first (the stored flag, migration 0032: facts a parent can
 * trust rank above expired ones within a tier), then name and id.
 */
const relevanceOrder = (sql: Sql) => sql`l.tier_rank desc nulls last, l.intake_fresh desc nulls last, l.name, l.id`;

/**
 * One page in relevance order from the first `budget` entries (after the offset) of the range
 * of listings_relevance_idx or listings_state_relevance_idx, each tested on the entry itself (an
 * index-only scan, no read of the wide row); it stops as soon as the page is full.
 */
async function walkInOrder(sql: Sql, q: IdsQuery, range: Fragment[], rest: Fragment[], budget: number) {
  return ids(
    await customPlans(sql)<{ id: number }[]>`
      select l.id from (
        select ${sql.unsafe(walkColumns(q))} from listings l where ${joinFragments(sql, range, "and")}
        order by ${relevanceOrder(sql)} limit ${Math.max(budget, q.limit) + q.offset}
      ) l
      where ${joinFragments(sql, rest, "and")}
      order by ${relevanceOrder(sql)}
      limit ${q.limit} offset ${q.offset}`,
  );
}

/**
 * The condition of the statement that reads every match of these tier ranks: one scan of
 * listings_search_filters_idx over the keys worth it (keysToScan), the other keys tested on the
 * row (`is true` keeps them out of the index but not out of the estimates).
 */
async function matchCondition(sql: Sql, q: IdsQuery, ranks: readonly number[]): Promise<{ where: Fragment }> {
  // Every rank is every listing: no key then (tier_rank is never null).
  const tier = ranks.length < EVERY_RANK.size ? [tierKey(sql, ranks)] : [];
  // The state's key is left out of that choice: nearly every listing near a place is in its
  // state, which the keys' shares, taken as independent, cannot know.
  const narrowing = q.conditions.filter((c) => c.stage !== "range").flatMap((c) => c.keys ?? []);
  const conditions = await withRegionCells(sql, q.conditions, [...narrowing, ...tier]);
  // Conditions the keys do not say exactly stay: those on the row first, then the lookups.
  const kept = conditions.filter((c) => !c.keysExact);
  const candidates = [...conditions.flatMap((c) => c.keys ?? []), ...tier];
  const scanned = await keysToScan(sql, candidates);
  // Wrapped: a fragment is a thenable query, which an async function's promise would run.
  const where = joinFragments(
    sql,
    [
      ...tests(kept.filter((c) => c.stage !== "lookup")),
      ...tests(kept.filter((c) => c.stage === "lookup")),
      ...candidates.map((k) => (scanned.has(k) ? k.condition : sql`(${k.condition}) is true`)),
    ],
    "and",
  );
  return { where };
}

const EVERY_RANK = new Set(TIERS.map(tierRank));

/**
 * How many times fewer listings than the radius holds the filters must be expected to leave in
 * its cells before the cells are scanned with them: the scan decodes the cells' postings (about
 * twice the radius's listings) to spare reading rows, each of which costs as much as 30 postings.
 */
const CELLS_MARGIN = 4;

/**
 * The conditions with the radius as a key of the filters' GIN index, its cells (migration 0049),
 * when the filters' keys should leave few of the radius's listings: one scan then intersects the
 * cells with the filters, and the radius is tested on those candidates' rows, kept out of the
 * point index (`is true`). The planner rates any radius box at 0.1 % of the table, so it read the
 * whole box instead: 22,781 listings around Brooklyn at 1,000,000 for 258 matches of a service and
 * a rating, 20 ms, against 3 through the cells (docs/performance.md). Otherwise unchanged.
 */
async function withRegionCells(
  sql: Sql,
  conditions: readonly SearchCondition[],
  filterKeys: readonly IndexKey[],
): Promise<readonly SearchCondition[]> {
  const region = conditions.find((c) => c.cells);
  if (!region?.cells || filterKeys.length === 0) return conditions;
  const { key, circleShare } = region.cells;
  const inRadius = (await expectedMatches(sql, [key])) * circleShare;
  if ((await expectedMatches(sql, [key, ...filterKeys])) * CELLS_MARGIN > inRadius) return conditions;
  return conditions.map((c) => (c === region ? { ...c, test: sql`(${c.test}) is true`, keys: [key] } : c));
}

/**
 * Up to `limit` matches in relevance order: the materialized CTE is planned to fetch every match
 * and nothing else (it cannot walk the result order), then they are sorted.
 */
async function matchesInOrder(sql: Sql, where: Fragment, limit: number) {
  return ids(
    await customPlans(sql)<{ id: number }[]>`
      with matches as materialized (select l.id, l.tier_rank, l.intake_fresh, l.name from listings l where ${where})
      select l.id from matches l order by ${relevanceOrder(sql)}
      limit ${limit}`,
  );
}

/**
 * Every match in order, for filters the walks found rare. When the planner expects the top tier
 * rank's matches alone to fill the page, those first: the matches may be many but far down the
 * order (the walk saw none of `Behavior Therapy` with `waiver` funding in its 5,000 entries,
 * bunched in name order; 33,286 of 1,000,000 match, and reading them all took 29,001 heap blocks
 * and 390 ms, where the featured rank's 672 fill the page). Otherwise, or when they fall short,
 * the (other) ranks' in one statement.
 */
async function everyMatchInOrder(sql: Sql, q: IdsQuery) {
  const ranks = [...new Set(q.tiers.map(tierRank))].sort((a, b) => b - a);
  const wanted = q.offset + q.limit;
  // The keys' shares say first, without a statement, whether the planner is worth asking.
  const topOnly =
    ranks.length > 1 && (await expectedMatches(sql, [...conditionKeys(q), tierKey(sql, ranks.slice(0, 1))])) >= wanted
      ? await matchCondition(sql, q, ranks.slice(0, 1))
      : null;
  const topFirst = topOnly !== null && (await estimatedMatches(sql, topOnly.where)) >= wanted;
  return topThenRest(sql, q, topFirst ? topOnly.where : null, () =>
    matchCondition(sql, q, topFirst ? ranks.slice(1) : ranks),
  );
}

/**
 * The page from the matches of `top` (listings that all come before the others in relevance
 * order), then, only when they fall short, from those of `rest` (the others): each statement reads
 * its matches whole and sorts them. Without `top`, `rest` alone. `rest` comes wrapped: a fragment
 * is a thenable query, which an async function's promise would run.
 */
async function topThenRest(sql: Sql, q: IdsQuery, top: Fragment | null, rest: () => Promise<{ where: Fragment }>) {
  const wanted = q.offset + q.limit;
  const first = top ? await matchesInOrder(sql, top, wanted) : [];
  if (first.length >= wanted) return first.slice(q.offset, wanted);
  // The top's matches, fewer than the page, are all in `first`.
  const second = await matchesInOrder(sql, (await rest()).where, wanted - first.length);
  return [...first, ...second].slice(q.offset, wanted);
}

/**
 * Reading every match costs less than a first walk that cannot fill the page, when the matches
 * are few whatever the filters' correlation: expected (their keys' shares, as if independent)
 * at most RARE_MATCHES / RARE_MARGIN. Every filter at once at 1,000,000 listings (55 expected, 46
 * match) walked 5,000 entries for nothing first; a rare pair (4,500 expected) still walks.
 */
async function surelyRare(sql: Sql, q: IdsQuery): Promise<boolean> {
  const keys = [...conditionKeys(q), tierKey(sql, [...new Set(q.tiers.map(tierRank))])];
  return (await expectedMatches(sql, keys)) * RARE_MARGIN <= RARE_MATCHES;
}

/** Matches read whole costing about a first walk (a few ms). */
const RARE_MATCHES = 2_000;
/** How many times more listings than expected filters that go together may match. */
const RARE_MARGIN = 4;

/**
 * Relevance order: tier rank desc, then current intake first, then name (then id). listings_relevance_idx and, with a
 * state, listings_state_relevance_idx (migration 0007) hold active listings in exactly this
 * order with every filtered column included. Filters surely rare (surelyRare) are read whole
 * from the GIN index straight away. Otherwise the index is first walked in order, at most
 * WALK_BUDGET entries of the state's or tier's range: that costs the same at 100,000 and
 * 1,000,000 listings and answers every search whose filters are not rare. When the page comes
 * back short, the share of entries that matched says what costs less (issue 16; the planner
 * cannot tell, as it prices a walk's filter tests far below their cost and multiplies the
 * filters' shares as if they were independent): a longer walk when the page should fill within
 * LONG_WALK_BUDGET entries, else every match read from the GIN index and sorted. Either way the
 * answer is the complete query's: the order and the ids are the same on every path.
 */
export async function idsByRelevance(sql: Sql, q: IdsQuery): Promise<number[]> {
  if (q.limit <= 0 || q.tiers.length === 0) return [];
  const ranges = tests(q.conditions.filter((c) => c.stage === "range"));
  const range = q.tierCondition ? [...ranges, q.tierCondition] : ranges;
  const lookups = lookupCondition(sql, q);
  const rest = [...tests(q.conditions.filter((c) => c.stage === "row")), ...(lookups ? [lookups] : [])];
  if (rest.length > 0 && (await surelyRare(sql, q))) return everyMatchInOrder(sql, q);
  const walked = await walkInOrder(sql, q, range, rest, WALK_BUDGET);
  // Without filters beyond the range, a short page means the range ran out: it is the answer.
  if (walked.length === q.limit || rest.length === 0) return walked;
  // Matches among the entries read (the offset's included, when the page got any).
  const matched = walked.length > 0 ? q.offset + walked.length : 0;
  const entriesNeeded = ((q.offset + q.limit) * (WALK_BUDGET + q.offset)) / Math.max(matched, 1);
  if (matched > 0 && entriesNeeded <= LONG_WALK_BUDGET && !(await regionCheaper(sql, q, range, entriesNeeded))) {
    const longer = await walkInOrder(sql, q, range, rest, LONG_WALK_BUDGET);
    if (longer.length === q.limit) return longer;
  }
  const share = matched / (Math.max(WALK_BUDGET, q.limit) + q.offset);
  return (await regionMatchesByGroup(sql, q, share)) ?? everyMatchInOrder(sql, q);
}

/** How many times the page the top groups' matches should be expected to hold before they alone are read. */
const GROUP_MARGIN = 2;

/**
 * Every match of a region (a radius) in order, the top relevance groups' first (tier rank, then
 * current intake), or null when the search has no region or the top groups should not fill the
 * page. listings_earth_point_idx holds the group beside the point (migration 0047), so reading
 * the groups from `g` up reads only their listings of the radius box: 35 miles around New York
 * holds 26,676 listings at 1,000,000, of which 3,448 are above the basic tier, and their 213
 * matches of a service fill the page of 100 (docs/performance.md). The first walk's share of
 * matching entries (it read the top groups of the search's range) times each group's listings in
 * that range says where to start; groups that fall short are completed by the lower groups'
 * matches, so the answer is always the same.
 */
async function regionMatchesByGroup(sql: Sql, q: IdsQuery, share: number): Promise<number[] | null> {
  const region = q.conditions.some((c) => c.stage === "row" && c.columns.includes("earth_point"));
  if (!region || share <= 0) return null;
  const ranks = [...new Set(q.tiers.map(tierRank))].sort((a, b) => b - a);
  const wanted = q.offset + q.limit;
  const rangeKeys = q.conditions.filter((c) => c.stage === "range").flatMap((c) => c.keys ?? []);
  let listings = 0;
  let from: number | null = null;
  for (const [i, rank] of ranks.entries()) {
    const rankKeys = [...rangeKeys, tierKey(sql, [rank])];
    const inRank = await expectedMatches(sql, rankKeys);
    const fresh = Math.min(inRank, await expectedMatches(sql, [...rankKeys, freshKey(sql)]));
    if ((listings += fresh) * share >= wanted * GROUP_MARGIN) from = groupOf(rank, true);
    else if (i < ranks.length - 1 && (listings += inRank - fresh) * share >= wanted * GROUP_MARGIN)
      from = groupOf(rank, false);
    if (from !== null) break;
  }
  if (from === null) return null;
  const { where } = await matchCondition(sql, q, ranks);
  const group = relevanceGroup(sql);
  return topThenRest(sql, q, sql`${where} and ${group} >= ${from}::int`, async () => ({
    where: sql`${where} and ${group} < ${from}::int`,
  }));
}

/**
 * Reading a listing of a place's radius (or a map's box) whole costs about this many walk entries:
 * the walk reads an index entry, the other its row (docs/performance.md: 30,000 entries walked in
 * about 30 ms, the 3,129 listings of a 35-mile radius read and sorted in about 8).
 */
const REGION_ROW_COST = 3;

/**
 * Whether reading every listing of the search's region (its radius or map box, through the
 * GiST index) costs less than walking `entries` entries in order. The share of the first walk's
 * entries that lie in the region says how many listings it holds: 35 miles around New York holds
 * about 3,000 of 117,000 listings, read in a quarter of the time a 30,000-entry walk takes, and
 * about 27,000 of 1,000,000, which the walk beats.
 */
async function regionCheaper(sql: Sql, q: IdsQuery, range: Fragment[], entries: number): Promise<boolean> {
  const region = q.conditions.find((c) => c.stage === "row" && c.columns.includes("earth_point"));
  if (!region) return false;
  const [walked] = await customPlans(sql)<{ inRegion: number }[]>`
    select count(*) filter (where ${region.test})::int as "inRegion" from (
      select l.earth_point from listings l where ${joinFragments(sql, range, "and")}
      order by ${relevanceOrder(sql)} limit ${WALK_BUDGET}
    ) l`;
  const inRange = await expectedMatches(
    sql,
    q.conditions.filter((c) => c.stage === "range").flatMap((c) => c.keys ?? []),
  );
  const regionListings = (inRange * (walked?.inRegion ?? 0)) / WALK_BUDGET;
  return regionListings * REGION_ROW_COST < entries;
}

/**
 * Matches expected (their GIN keys' shares) at most this many, with RARE_MARGIN for filters that
 * go together, are read whole and sorted by name rather than walked in name order: a rare service
 * and insurer by name walked every tier's (tier, name) index reading rows, 94–227 ms at 1,000,000
 * listings (docs/performance.md), where reading their few thousand matches costs a few ms.
 */
const NAME_ORDER_READ_ALL = 20_000;

/**
 * Name order (A-Z) across every tier: each tier's (tier, name) index walked in order, or, when the
 * filters' keys say the matches are few, every match read from the GIN index and sorted.
 */
export async function idsAlphabetical(sql: Sql, q: IdsQuery): Promise<number[]> {
  if (q.limit <= 0 || q.tiers.length === 0) return [];
  const ranks = [...new Set(q.tiers.map(tierRank))];
  const keys = [...conditionKeys(q), ...(ranks.length < EVERY_RANK.size ? [tierKey(sql, ranks)] : [])];
  if (keys.length > 0 && (await expectedMatches(sql, keys)) * RARE_MARGIN <= NAME_ORDER_READ_ALL) {
    const { where } = await matchCondition(sql, q, ranks);
    return ids(
      await customPlans(sql)<{ id: number }[]>`
        with matches as materialized (select l.id, l.name from listings l where ${where})
        select id from matches order by name, id limit ${q.limit} offset ${q.offset}`,
    );
  }
  const where = conditionsButTier(sql, q);
  return walkTiersByName(sql, where, q.tiers, q.limit, q.offset);
}

/**
 * Nearest listings the first, bounded walk of a nearest-first search reads at most. Each costs
 * about 4 µs at 1,000,000 listings (the index in distance order, then its row), four times a row
 * of a radius box read in one bitmap scan: a longer walk lost to the box of a mid-sized city
 * (Cincinnati, three filters: 11 ms for 3,000 listings, the box 5 ms; docs/performance.md).
 */
const NEAREST_WALK_MAX = 1_000;
/** How many times the listings a walk should need (the filters' expected share) it reads. */
const NEAREST_WALK_MARGIN = 2;

/**
 * Up to limit + offset matches nearest first among the `walk` listings nearest the origin, each
 * tested (the GiST index's nearest-first scan, no sort), or null when they may not be the
 * answer: the walk's last listing must lie beyond the last match kept (a tie at that distance
 * could hide a smaller id), unless, with a radius, it went past the radius's edge.
 */
async function walkNearest(
  sql: Sql,
  where: Fragment,
  origin: LatLng,
  q: IdsQuery,
  walk: number,
  radius: number | null,
) {
  const distance = sql`${listingPoint(sql)} <-> ${earthPoint(sql, origin)}`;
  // The radius's box as an index condition of the same scan: a walk from a rural point stops at
  // the box's last listing instead of reading on past the radius.
  const box = radius === null ? sql`` : sql`and ${inRadiusBox(sql, origin, radius)}`;
  const wanted = q.limit + q.offset;
  // One row at least (the walk's edge and length), with each match kept.
  const rows = await customPlans(sql)<{ id: number | null; distance: number | null; edge: number; walked: number }[]>`
    with w as materialized (
      select l.id, ${distance} as distance, (${where}) as hit from listings l
      where l.status = 'active' and l.earth_point is not null ${box}
      order by ${distance} limit ${walk})
    select h.id, h.distance, s.edge, s.walked
    from (select max(distance) as edge, count(*)::int as walked from w) s
    left join lateral (select id, distance from w where hit order by distance, id limit ${wanted}) h on true
    order by h.distance, h.id`;
  const { edge, walked } = rows[0]!;
  const hits = rows.filter((r) => r.id !== null);
  const full = hits.length === wanted && hits.at(-1)!.distance! < edge;
  // Listings without a point sort after every one with a point, so only a radius (which they
  // fail) makes a short walk the whole answer: it read the whole box, or went past the radius.
  const complete = radius !== null && (walked < walk || edge > radius);
  return full || complete ? hits.slice(q.offset).map((r) => r.id!) : null;
}

/**
 * Nearest first: a bounded nearest-first walk (walkNearest) when the filters' keys say it should
 * fill the page, else a KNN scan of the GiST index (<-> on the earth cube) checking filters as it
 * goes, or the matches of the radius box or of the GIN keys, sorted. With a radius the planner
 * reads every listing of the radius box (it expects cube's fixed 0.1 % of the table): 26,676 rows
 * for 35 miles around New York at 1,000,000 listings, 46 ms, where the nearest 400 held the 100
 * wanted (docs/performance.md). The tier is a GIN key here, not the tier_rank range: the
 * planner, expecting a tenth of a radius box's listings, ANDed in a bitmap of every listing of
 * the tiers from listings_tier_rank_idx (110,000 premium listings at 1,000,000: 90 of the 100 ms
 * of a 35-mile search around Austin, issue 16).
 */
export async function idsByDistance(
  sql: Sql,
  q: IdsQuery,
  origin: LatLng,
  radiusMeters: number | null = null,
): Promise<number[]> {
  if (q.limit <= 0) return [];
  const distance = sql`${listingPoint(sql)} <-> ${earthPoint(sql, origin)}`;
  const ranks = [...new Set(q.tiers.map(tierRank))];
  // The filters as GIN keys (those worth a scan), so that a plan reading the matches and sorting
  // them cuts its candidates with the intake and rating keys too; built only for the statements
  // that read every match (a radius's cells may cost an estimate first).
  const match = () => matchCondition(sql, q, ranks);
  if (await surelyRare(sql, q)) {
    const { where } = await match();
    // Few matches anywhere: a nearest-first scan would pass over thousands of nearer listings to
    // find them (a zip search with every filter at 1,000,000 listings: 13,000 rows for 25).
    return ids(
      await customPlans(sql)<{ id: number }[]>`
      with matches as materialized (select l.id, ${distance} as distance from listings l where ${where})
      select id from matches order by distance, id limit ${q.limit} offset ${q.offset}`,
    );
  }
  // Without filters the planner's own nearest-first scan stops at the page: nothing to improve.
  const keys = [...conditionKeys(q), ...(ranks.length < EVERY_RANK.size ? [tierKey(sql, ranks)] : [])];
  const walk = keys.length
    ? Math.ceil(((q.limit + q.offset) * NEAREST_WALK_MARGIN) / Math.max(await expectedShare(sql, keys), 1e-9))
    : Infinity;
  if (walk <= NEAREST_WALK_MAX) {
    const walked = await walkNearest(sql, everyCondition(sql, q), origin, q, walk, radiusMeters);
    if (walked) return walked;
  }
  const { where } = await match();
  return ids(
    await customPlans(sql)<{ id: number }[]>`
    select l.id from listings l where ${where}
    order by ${distance}, l.id
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
