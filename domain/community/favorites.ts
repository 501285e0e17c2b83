/**
 * Favorites kept by a signed-out browser: a cookie of listing ids ("12.40.7"), read by the server
 * so the hearts render without JavaScript, and merged into the account at sign-in.
 */
import { idFrom } from "../ids.ts";

export const FAVORITES_COOKIE = "favorites";
/** Enough for any shortlist; the cookie stays far below the 4 KB limit. */
export const FAVORITES_COOKIE_MAX = 100;

/** Positive whole ids, first occurrence kept, at most `max`. */
export function parseIdList(value: string | null | undefined, max: number, separator = /[.,\s]+/): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(separator)) {
    const id = idFrom(part);
    if (id === null || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length >= max) break;
  }
  return ids;
}

export function toggleId(ids: readonly number[], id: number, on: boolean): number[] {
  const rest = ids.filter((x) => x !== id);
  return on ? [id, ...rest] : rest;
}
