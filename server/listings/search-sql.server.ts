/** Picks and reads one page of listings for a planned search. */
import type { Sql } from "@db/client.server.ts";
import { filterQuery } from "./filters.server.ts";
import { loadListingRows, type ListingRow } from "./listing-rows.server.ts";
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
import { MATCH_COUNT_CEILING } from "../../domain/listing-limits.ts";
import { radiusMeters, type SearchPlan } from "./search-plan.server.ts";
import { withinMeters, type SearchCondition } from "./sql-fragments.server.ts";

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

/** The place as conditions: within the radius, and only listings with a point when ranked by distance. */
function placeConditions(sql: Sql, plan: SearchPlan): SearchCondition[] {
  const out: SearchCondition[] = [];
  const meters = radiusMeters(plan);
  if (plan.origin && meters !== null)
    out.push({ test: withinMeters(sql, plan.origin, meters), stage: "row", columns: ["earth_point"] });
  if (plan.rank === "distance")
    out.push({
      test: sql`l.latitude is not null and l.longitude is not null`,
      stage: "row",
      columns: ["latitude", "longitude"],
    });
  return out;
}

async function idsQuery(sql: Sql, r: PageRequest, window: { limit: number; offset: number }): Promise<IdsQuery> {
  const filters = await filterQuery(sql, r.params);
  return { ...filters, conditions: [...filters.conditions, ...placeConditions(sql, r.plan)], ...window };
}

function orderedIds(sql: Sql, plan: SearchPlan, q: IdsQuery): Promise<number[]> {
  switch (plan.sort) {
    case "distance":
      return plan.origin ? idsByDistance(sql, q, plan.origin) : idsByRelevance(sql, q);
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
  const q = await idsQuery(sql, r, { limit: plan.cap ?? 0, offset: 0 });
  const ids =
    plan.rank === "similarity" && plan.nameText
      ? await idsByNameSimilarity(sql, {
          text: plan.nameText,
          where: q.tierCondition ? [...rowConditions(q), q.tierCondition] : rowConditions(q),
          lookups: lookupCondition(sql, q),
          lookupColumns: lookupColumns(q),
          cap: q.limit,
        })
      : plan.origin
        ? await idsByDistance(sql, q, plan.origin)
        : [];
  const rows = sortRows(await loadListingRows(sql, ids, plan.origin), plan.sort);
  // A name search ranks by likeness: there is no fixed set of matches to count.
  const matched = plan.rank === "distance" ? await matchedBeyondCap(sql, q, ids.length, r) : null;
  return { rows: rows.slice(offset, offset + pageSize), total: rows.length, matched };
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
  const q = await idsQuery(sql, r, { limit: plan.cap, offset: 0 });
  const ids = await orderedIds(sql, plan, q);
  const [rows, matched] = await Promise.all([
    loadListingRows(sql, ids.slice(offset, offset + pageSize), plan.origin),
    matchedBeyondCap(sql, q, ids.length, r),
  ]);
  return { rows, total: ids.length, matched };
}
