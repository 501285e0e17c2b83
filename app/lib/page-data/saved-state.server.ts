import type { AppLoadContext } from "react-router";
import { favoriteIds } from "@server/favorites/favorite-ids.server.ts";
import { listingsByIds } from "@server/listings/listing-cards.server.ts";
import { browserCompare, browserFavorites } from "./saved-cookies.server.ts";
import type { SavedState } from "~/components/community/saved-state.ts";

/**
 * For the root loader: the hearts' state (the account's favorites, or the browser's when signed
 * out) and the comparison tray's listings, so every card and page renders them on the server.
 */
export async function savedState(request: Request, context: AppLoadContext): Promise<SavedState> {
  const user = await context.auth.user();
  const [favorites, compared] = await Promise.all([
    user ? favoriteIds(context, { userId: user.id }) : Promise.resolve(browserFavorites(request)),
    listingsByIds(context, { ids: browserCompare(request) }),
  ]);
  return { favorites, compare: compared.map((l) => ({ id: l.id, name: l.name, url: l.url })) };
}
