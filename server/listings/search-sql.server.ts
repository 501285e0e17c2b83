/** Picks and reads one page of listings for a planned search. */
import type { Sql } from "@db/client.server.ts";
import { filterQuery } from "./filters.server.ts";
import { loadListingRows, loadSortKeys, type ListingRow } from "./listing-rows.server.ts";
import { sortRows } from "./listing-order.ts";
import { idsByNameSimilarity } from "./name-search.server.ts";
import {
  countMatches,
  idsAlphabetical,
  idsByDistance,
  idsByRating,
  idsByRelevance,
  lookupColumns,
  lookupCondition,
  rowConditions,
  type IdsQuery,
} from "./ordered-ids.server.ts";
import type { ListingSearchParams } from "../../domain/search-params.ts";
import { MATCH_COUNT_CEILING, TEXT_SEARCH_CAP } from "../../domain/listing-limits.ts";
import { radiusMeters, type SearchPlan } from "./search-plan.server.ts";
import { geoCellsKey, joinFragments, withinMeters, type SearchCondition } from "./sql-fragments.server.ts";
import { coversConditions, idsServingPlace, markAreaMatches } from "./service-area-search.server.ts";
import { expectedShare } from "./key-shares.server.ts";

type FilterQuery = Awaited<ReturnType<typeof filterQuery>>;

/** Listings serving the searched place that join a search's results at most (ADR 0025). */
const SERVING_CAP = TEXT_SEARCH_CAP;

export interface SearchPage {
  rows: ListingRow[];
  /** Listings reachable through paging: the matches, bounded by the cap. */
  total: number;
  /** Matches before the cap, when they were counted (the state page; capped searches that asked). */
  matched: number | null;
}

/** What picking a page needs: the parameters, the plan, and which page. */
export interface PageRequest {
  params: ListingSearchParams;
  plan: SearchPlan;
  pageSize: number;
  offset: number;
  /** Count the matches when the cap cut them (the pages say "the first 100 of 911"). */
  countBeyondCap: boolean;
}

/** The matches of a capped search that filled its cap: counted only when the caller asked. */
async function matchedBeyondCap(sql: Sql, q: IdsQuery, found: number, r: PageRequest) {
  if (!r.countBeyondCap || r.plan.cap === null || found < r.plan.cap) return r.countBeyondCap ? found : null;
  return countMatches(sql, q, MATCH_COUNT_CEILING);
}

const isActiveStatus = (c: SearchCondition) =>
  c.stage === "range" && c.columns.length === 1 && c.columns[0] === "status";

/** The place as conditions: within the radius, and only listings with a point when ranked by distance. */
function placeConditions(sql: Sql, plan: SearchPlan): SearchCondition[] {
  const out: SearchCondition[] = [];
  const meters = radiusMeters(plan);
  if (plan.origin && meters !== null)
    out.push({
      test: withinMeters(sql, plan.origin, meters),
      stage: "row",
      columns: ["earth_point"],
      cells: geoCellsKey(sql, plan.origin, meters) ?? undefined,
    });
  if (plan.rank === "distance")
    out.push({
      test: sql`l.latitude is not null and l.longitude is not null`,
      stage: "row",
      columns: ["latitude", "longitude"],
    });
  return out;
}

async function idsQuery(sql: Sql, r: PageRequest, window: { limit: number; offset: number }): Promise<IdsQuery> {
  return withPlace(sql, r, await filterQuery(sql, r.params), window);
}

function withPlace(
  sql: Sql,
  r: PageRequest,
  filters: FilterQuery,
  window: { limit: number; offset: number },
): IdsQuery {
  return { ...filters, conditions: [...filters.conditions, ...placeConditions(sql, r.plan)], ...window };
}

/**
 * Up to `limit` listings meeting the filters (not the radius) whose service area covers the
 * searched place, nearest office first, leaving out `known` (issue 29, ADR 0025).
 */
async function servingIds(sql: Sql, r: PageRequest, filters: FilterQuery, known: readonly number[], limit: number) {
  const { covered, origin } = r.plan;
  if (!covered || !origin) return [];
  const covers = coversConditions(sql, covered.place, origin, covered.settings);
  if (!covers.keys && !covers.radius) return [];
  const q = { ...filters, limit, offset: 0 };
  // The tier tested on the row (`is true` keeps it out of any index): the planner, expecting few
  // listings from the area indexes, ANDed in a bitmap of every listing of the tiers from
  // listings_tier_rank_idx (110,000 at 1,000,000 listings: 33 of 38 ms, docs/performance.md).
  const tier = q.tierCondition ? sql`(${q.tierCondition}) is true` : null;
  const where = joinFragments(
    sql,
    [...rowConditions(q), ...[tier, lookupCondition(sql, q)].filter((f) => f !== null)],
    "and",
  );
  // How rare the filters are decides whether the nearest-first walk can fill the list.
  const share = await expectedShare(
    sql,
    filters.conditions.flatMap((c) => c.keys ?? []),
  );
  return idsServingPlace(sql, where, covers, origin, limit, known, share);
}

/** Rows with their area match for the searched place, when the search has one. */
async function loadRows(sql: Sql, plan: SearchPlan, ids: readonly number[]) {
  const rows = await loadListingRows(sql, ids, plan.origin);
  if (plan.covered) markAreaMatches(rows, plan.covered.place, plan.covered.settings);
  return rows;
}

function orderedIds(sql: Sql, plan: SearchPlan, q: IdsQuery): Promise<number[]> {
  switch (plan.sort) {
    case "distance":
      return plan.origin ? idsByDistance(sql, q, plan.origin, radiusMeters(plan)) : idsByRelevance(sql, q);
    case "rating":
      return idsByRating(sql, q);
    case "name":
      return idsAlphabetical(sql, q);
    default:
      return idsByRelevance(sql, q);
  }
}

/** Zip, city and name searches: the `cap` nearest or most similar, then sorted as asked. */
async function rankedPage(sql: Sql, r: PageRequest): Promise<SearchPage> {
  const { plan, pageSize, offset } = r;
  const filters = await filterQuery(sql, r.params);
  const q = withPlace(sql, r, filters, { limit: plan.cap ?? 0, offset: 0 });
  const ids =
    plan.rank === "similarity" && plan.nameText
      ? await idsByNameSimilarity(sql, {
          text: plan.nameText,
          range: q.conditions.filter(isActiveStatus).map((c) => c.test),
          where: [
            ...q.conditions.filter((c) => c.stage !== "lookup" && !isActiveStatus(c)).map((c) => c.test),
            ...(q.tierCondition ? [q.tierCondition] : []),
          ],
          lookups: lookupCondition(sql, q),
          lookupColumns: lookupColumns(q),
          cap: q.limit,
        })
      : plan.origin
        ? await idsByDistance(sql, q, plan.origin, radiusMeters(plan))
        : [];
  // Besides the `cap` nearest, up to SERVING_CAP more that serve the place (ADR 0025).
  const serving = await servingIds(sql, r, filters, ids, SERVING_CAP);
  // Sorted on their order keys, then one page of whole rows (not the whole set: 50 rows of
  // JSON facts cost the app ≈ 1.5 ms of CPU to read where a page shows 12).
  const keys = await loadSortKeys(sql, [...ids, ...serving], plan.origin);
  if (plan.covered) markAreaMatches(keys, plan.covered.place, plan.covered.settings);
  const ordered = sortRows(keys, plan.sort);
  const [rows, nearMatched] = await Promise.all([
    loadRows(
      sql,
      plan,
      ordered.slice(offset, offset + pageSize).map((k) => k.id),
    ),
    // A name search ranks by likeness: there is no fixed set of matches to count.
    plan.rank === "distance" ? matchedBeyondCap(sql, q, ids.length, r) : null,
  ]);
  const matched = nearMatched === null ? null : nearMatched + serving.length;
  return { rows, total: ordered.length, matched };
}

export async function selectPage(sql: Sql, r: PageRequest): Promise<SearchPage> {
  const { plan, pageSize, offset } = r;
  if (plan.rank) return rankedPage(sql, r);
  if (plan.cap === null) {
    // The state page: every match can be paged through, so count them all (in parallel).
    const q = await idsQuery(sql, r, { limit: pageSize, offset });
    const [ids, matched] = await Promise.all([orderedIds(sql, plan, q), countMatches(sql, q)]);
    return { rows: await loadListingRows(sql, ids, plan.origin), total: matched, matched };
  }
  // Capped searches read the capped ids in order (at most 500 integers), then one page of rows.
  const filters = await filterQuery(sql, r.params);
  const q = withPlace(sql, r, filters, { limit: plan.cap, offset: 0 });
  const ids = await orderedIds(sql, plan, q);
  const serving = await servingIds(sql, r, filters, ids, Math.min(plan.cap, SERVING_CAP));
  if (serving.length > 0 && plan.covered) {
    // Listings that serve the place join the capped set in the order asked: their order keys
    // first, then one page of whole rows.
    const keys = await loadSortKeys(sql, [...ids, ...serving], plan.origin);
    markAreaMatches(keys, plan.covered.place, plan.covered.settings);
    const ordered = sortRows(keys, plan.sort).slice(0, plan.cap);
    const [rows, nearMatched] = await Promise.all([
      loadRows(
        sql,
        plan,
        ordered.slice(offset, offset + pageSize).map((k) => k.id),
      ),
      matchedBeyondCap(sql, q, ids.length, r),
    ]);
    return {
      rows,
      total: ordered.length,
      matched: nearMatched === null ? null : nearMatched + serving.length,
    };
  }
  const [rows, matched] = await Promise.all([
    loadRows(sql, plan, ids.slice(offset, offset + pageSize)),
    matchedBeyondCap(sql, q, ids.length, r),
  ]);
  return { rows, total: ids.length, matched };
}
