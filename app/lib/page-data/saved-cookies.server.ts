import type { AppLoadContext } from "react-router";
import { readCookie } from "@domain/cookies.ts";
import { COMPARE_COOKIE, parseCompareIds } from "@domain/community/compare.ts";
import { FAVORITES_COOKIE, FAVORITES_COOKIE_MAX, parseIdList } from "@domain/community/favorites.ts";
import { mergeFavorites } from "@server/favorites/merge-favorites.server.ts";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The favorites a signed-out browser keeps (a cookie, so the hearts render without JavaScript). */
export function browserFavorites(request: Request): number[] {
  return parseIdList(readCookie(request.headers.get("cookie"), FAVORITES_COOKIE), FAVORITES_COOKIE_MAX);
}

/** The comparison tray's choice (a cookie: the tray and its buttons work without JavaScript). */
export function browserCompare(request: Request): number[] {
  return parseCompareIds(readCookie(request.headers.get("cookie"), COMPARE_COOKIE));
}

/** A Set-Cookie value for a list of ids (an empty list clears the cookie). */
export function idsCookie(name: string, ids: readonly number[], secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  return ids.length
    ? `${name}=${ids.join(".")}; Max-Age=${YEAR_SECONDS}; ${attributes}`
    : `${name}=; Max-Age=0; ${attributes}`;
}

/**
 * At sign-in or registration: the browser's favorites join the account's. Answers the
 * Set-Cookie that clears the browser's list, or null when it had none.
 */
export async function mergeBrowserFavorites(
  request: Request,
  context: AppLoadContext,
  userId: number,
): Promise<string | null> {
  const ids = browserFavorites(request);
  if (ids.length === 0) return null;
  await mergeFavorites(context, { userId, listingIds: ids });
  return idsCookie(FAVORITES_COOKIE, [], context.auth.secure);
}
