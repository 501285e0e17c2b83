/** The suggestion lookups and the permission rule the suggestion use cases share. */
import { eq } from "drizzle-orm";
import { editSuggestions, listings } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";
import { isAdmin, type SessionUser } from "../auth/users.server.ts";

export const suggestionColumns = {
  id: editSuggestions.id,
  listingId: editSuggestions.listingId,
  listingName: listings.name,
  field: editSuggestions.field,
  proposed: editSuggestions.proposed,
  note: editSuggestions.note,
  email: editSuggestions.email,
  status: editSuggestions.status,
  ownerUserId: editSuggestions.ownerUserId,
  createdAt: editSuggestions.createdAt,
};

export async function suggestionById(database: Database, id: number) {
  const [row] = await database.db
    .select({ ...suggestionColumns, listingUserId: listings.userId, ownerVerified: listings.ownerVerified })
    .from(editSuggestions)
    .innerJoin(listings, eq(listings.id, editSuggestions.listingId))
    .where(eq(editSuggestions.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Who may accept or reject a suggestion: an admin (any), or the verified owner it was sent to,
 * while they still own the listing.
 */
export function canResolve(
  user: Pick<SessionUser, "id" | "role" | "isActive">,
  suggestion: { ownerUserId: number | null; listingUserId: number | null; ownerVerified: boolean },
): boolean {
  if (!user.isActive) return false;
  if (isAdmin(user)) return true;
  return suggestion.ownerUserId === user.id && suggestion.listingUserId === user.id && suggestion.ownerVerified;
}

/** A row as the use cases answer it: the proposed value unwrapped, the instant as ISO 8601. */
export function toSuggestion<T extends { createdAt: Date; proposed: { value: string | string[] | boolean } }>(row: T) {
  const { proposed, ...rest } = row;
  return { ...rest, value: proposed.value, createdAt: row.createdAt.toISOString() };
}
