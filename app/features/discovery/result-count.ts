import { MATCH_COUNT_CEILING } from "@domain/listing-limits.ts";
import type { Translate } from "~/i18n/index.tsx";

/**
 * What a results list knows about its count. Spec 9 caps what a search shows (25 for a zip,
 * city or name, 100 for other filters); the page still says how many matched and where to see
 * them all, instead of calling the cap the total.
 */
export interface ResultCount {
  /** Listings reachable through the pages (at most the cap). */
  shown: number;
  /** Matches before the cap; null when not counted (a name search ranks, it has no match set). */
  matched: number | null;
  /** The cap that applied (null: none). */
  cap: number | null;
  /** The search kept the nearest (zip, city), the closest names, or the first by order. */
  kind: "nearest" | "names" | "first";
  query: string | null;
  /** The page that lists every match (a state or city page), when there is one. */
  seeAll: { href: string; place: string } | null;
}

export interface ResultCountText {
  count: string;
  /** "16 more providers serve this area.": the listings a zip or city search adds beyond its nearest. */
  serving: string | null;
  /** How to see the rest, when the cap cut the list. */
  hint: string | null;
}

/** True when the cap left matches out. */
export function isCut(c: Pick<ResultCount, "shown" | "matched" | "kind" | "cap">): boolean {
  if (c.cap === null) return false;
  if (c.kind === "names") return c.shown >= c.cap;
  return c.matched !== null && c.matched > c.shown;
}

/** The count line and the hint under it. */
export function resultCountText(t: Translate, c: ResultCount): ResultCountText {
  if (!isCut(c)) return { count: t.plural("results.count", c.shown), serving: null, hint: null };
  if (c.kind === "names") {
    return {
      count: t("results.closestNames", { shown: c.shown, query: c.query ?? "" }),
      serving: null,
      hint: t("results.narrowName"),
    };
  }
  // A zip or city search adds, beyond its `cap` nearest, the providers whose service area covers
  // the place (ADR 0025): they are not among "the nearest", so the line counts them apart.
  const serving = c.kind === "nearest" && c.cap !== null && c.shown > c.cap ? c.shown - c.cap : 0;
  const shown = c.shown - serving;
  const matched = (c.matched ?? c.shown) - serving;
  const atLeast = matched >= MATCH_COUNT_CEILING;
  const key =
    c.kind === "nearest"
      ? atLeast
        ? "results.nearestOfMore"
        : "results.nearestOf"
      : atLeast
        ? "results.firstOfMore"
        : "results.firstOf";
  return {
    count: t(key, { shown, count: matched }),
    serving: serving > 0 ? t.plural("results.servingMore", serving) : null,
    hint: c.seeAll ? null : t("results.narrowOrState"),
  };
}

/** Home's "Showing 911 matching providers"; "at least 10,000" at the counting ceiling. */
export function showingMatchingText(t: Translate, count: number): string {
  return count >= MATCH_COUNT_CEILING
    ? t("home.showingMatchingMore", { count })
    : t.plural("home.showingMatching", count);
}
