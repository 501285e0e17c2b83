import { and, eq, sql } from "drizzle-orm";
import { editSuggestions } from "@db/schema/index.ts";
import { audit } from "../auth/audit.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { canResolve, suggestionById } from "./suggestion-access.server.ts";

/** Rejects a pending suggestion (the listing is unchanged); the same people as accepting. Audited. */
export async function rejectSuggestion(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { suggestionId: number },
): Promise<Result<{ listingId: number; listingName: string }>> {
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  const suggestion = await suggestionById(database, input.suggestionId);
  if (!suggestion) return failWith(404, messageKey("communityMessage", "suggestion_not_found"));
  if (!canResolve(user, suggestion)) return failWith(403, messageKey("communityMessage", "not_allowed"));
  const [taken] = await database.db
    .update(editSuggestions)
    .set({ status: "rejected", resolvedBy: user.id, resolvedAt: sql`now()` })
    .where(and(eq(editSuggestions.id, suggestion.id), eq(editSuggestions.status, "pending")))
    .returning({ id: editSuggestions.id });
  if (!taken) return failWith(409, messageKey("communityMessage", "suggestion_already_resolved"));
  await audit(database, {
    userId: user.id,
    action: "edit_suggestion_rejected",
    ip: auth.ip,
    details: { suggestionId: suggestion.id, listingId: suggestion.listingId, field: suggestion.field },
  });
  return ok({ listingId: suggestion.listingId, listingName: suggestion.listingName });
}
