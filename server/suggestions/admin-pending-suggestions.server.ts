import { and, asc, eq, isNull } from "drizzle-orm";
import { editSuggestions, listings } from "@db/schema/index.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { suggestionColumns, toSuggestion } from "./suggestion-access.server.ts";

/** The admin queue: pending suggestions of listings without a verified owner, oldest first. Admins only. */
export async function adminPendingSuggestions({ database, auth }: Pick<CallerContext, "database" | "auth">) {
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  if (!isAdmin(user)) return failWith(403, messageKey("communityMessage", "admin_only"));
  const rows = await database.db
    .select(suggestionColumns)
    .from(editSuggestions)
    .innerJoin(listings, eq(listings.id, editSuggestions.listingId))
    .where(and(eq(editSuggestions.status, "pending"), isNull(editSuggestions.ownerUserId)))
    .orderBy(asc(editSuggestions.createdAt), asc(editSuggestions.id))
    .limit(200);
  return ok(rows.map(toSuggestion));
}
