import { and, eq } from "drizzle-orm";
import { favorites } from "@db/schema/index.ts";
import { activeListing } from "../reviews/review-targets.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";

/**
 * Saves a listing to (or removes it from) the signed-in person's favorites; saving twice is
 * harmless (the pair is the primary key). Signed out, favorites live in a cookie (the route).
 */
export async function setFavorite(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { listingId: number; on: boolean },
): Promise<Result<{ on: boolean }>> {
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  if (input.on) {
    if (!(await activeListing(database, input.listingId)))
      return failWith(404, messageKey("communityMessage", "listing_not_found"));
    await database.db.insert(favorites).values({ userId: user.id, listingId: input.listingId }).onConflictDoNothing();
  } else {
    await database.db
      .delete(favorites)
      .where(and(eq(favorites.userId, user.id), eq(favorites.listingId, input.listingId)));
  }
  return ok({ on: input.on });
}
