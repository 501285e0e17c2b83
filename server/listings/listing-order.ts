/** The search orders applied in code to a small ranked set (the 25 of a zip, city or name search). */
import { tierRank } from "@domain/tiers.ts";
import type { SortKeyRow } from "./listing-rows.server.ts";
import type { EffectiveSort } from "./search-plan.server.ts";

/** Code-point order, as the database's C.UTF-8 collation orders names. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = (a: SortKeyRow, b: SortKeyRow) => byText(a.name, b.name) || a.id - b.id;
/** As the database's relevance order: tier rank, current intake first (the stored flag), name. */
const byRelevance = (a: SortKeyRow, b: SortKeyRow) =>
  tierRank(b.tier) - tierRank(a.tier) || Number(b.intakeFresh) - Number(a.intakeFresh) || byName(a, b);

/**
 * How far care is (ADR 0025): a provider whose in-home area covers the searched place comes to the
 * family, so it counts as 0; any other (a telehealth area too) by its office's distance, the
 * distance shown. Ties keep the office distance, then relevance.
 */
const careDistance = (r: SortKeyRow) => (r.areaMatch?.careSetting === "in-home" ? 0 : (r.meters ?? Infinity));

const comparators: Record<Exclude<EffectiveSort, "similarity">, (a: SortKeyRow, b: SortKeyRow) => number> = {
  relevance: byRelevance,
  name: byName,
  rating: (a, b) => b.averageRating - a.averageRating || b.reviewCount - a.reviewCount || byName(a, b),
  distance: (a, b) =>
    careDistance(a) - careDistance(b) || (a.meters ?? Infinity) - (b.meters ?? Infinity) || byRelevance(a, b),
};

/** Sorts a copy; 'similarity' keeps the ranked order the database gave. */
export function sortRows<T extends SortKeyRow>(rows: readonly T[], sort: EffectiveSort): T[] {
  return sort === "similarity" ? [...rows] : [...rows].sort(comparators[sort]);
}
