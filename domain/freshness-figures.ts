/**
 * The public freshness figures' arithmetic (issue 29, /freshness and /api/freshness): a share of
 * listings as a percentage with one decimal, so the page and the API round the same way.
 */

/** `part` of `whole` in percent, rounded half up to one decimal; null when there is nothing to divide. */
export function sharePercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}
