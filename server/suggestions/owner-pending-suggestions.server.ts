import { and, asc, eq } from "drizzle-orm";
import { editSuggestions, listings } from "@db/schema/index.ts";
import { failWith, ok, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { suggestionColumns, toSuggestion } from "./suggestion-access.server.ts";

/** The signed-in owner's pending suggestions, oldest first, for My Listings (built in the owners issue). */
export async function ownerPendingSuggestions({ database, auth }: Pick<CallerContext, "database" | "auth">) {
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  const rows = await database.db
    .select(suggestionColumns)
    .from(editSuggestions)
    .innerJoin(listings, eq(listings.id, editSuggestions.listingId))
    .where(
      and(
        eq(editSuggestions.status, "pending"),
        eq(editSuggestions.ownerUserId, user.id),
        eq(listings.userId, user.id),
      ),
    )
    .orderBy(asc(editSuggestions.createdAt), asc(editSuggestions.id))
    .limit(200);
  return ok(rows.map(toSuggestion));
}
