import { parseIdList } from "./favorites.ts";

/** Side-by-side comparison (spec section 1): up to 4 providers, chosen in a cookie-backed tray. */
export const COMPARE_MAX = 4;
export const COMPARE_COOKIE = "compare";

/** The ids of /compare?ids=1,2,3 (or the cookie "1.2.3"): at most COMPARE_MAX, no repeats. */
export function parseCompareIds(value: string | null | undefined): number[] {
  return parseIdList(value, COMPARE_MAX);
}

export function compareHref(ids: readonly number[], location?: string | null): string {
  const params = new URLSearchParams({ ids: ids.join(",") });
  if (location) params.set("location", location);
  return `/compare?${params.toString().replace(/%2C/g, ",")}`;
}
