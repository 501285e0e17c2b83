import { editSuggestions } from "@db/schema/index.ts";
import type { CommunityMessageCode } from "../community/messages.ts";
import { failWith, invalidInput, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import { activeListing } from "../reviews/review-targets.server.ts";
import type { CallerContext } from "../use-case.ts";
import { parseSuggestion } from "./suggestion-input.ts";

/**
 * "Suggest an edit" (beyond the spec): anyone proposes a correction of one field, with an
 * optional email for follow-up. It goes to the listing's verified owner when it has one (My
 * Listings), otherwise to the admin queue. Counted per IP address.
 */
export async function suggestEdit(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { listingId: number; values: unknown },
): Promise<Result<{ code: CommunityMessageCode; id: number; toOwner: boolean }>> {
  const listing = await activeListing(database, input.listingId);
  if (!listing) return failWith(404, messageKey("communityMessage", "listing_not_found"));
  const parsed = parseSuggestion(input.values);
  if (!parsed.ok) return invalidInput(parsed.error.fields, { prefix: "communityMessage" });
  const attempt = await hitRateLimit(database, "suggestionIp", auth.ip ?? "unknown");
  if (attempt.blocked) return rateLimited(attempt.retryAfterSeconds);
  const user = await auth.user();
  const ownerUserId = listing.ownerVerified ? listing.userId : null;
  const [row] = await database.db
    .insert(editSuggestions)
    .values({
      listingId: listing.id,
      field: parsed.value.field,
      proposed: { value: parsed.value.value },
      note: parsed.value.note,
      email: parsed.value.email,
      submitterId: user?.id ?? null,
      ownerUserId,
    })
    .returning({ id: editSuggestions.id });
  return ok({ code: "suggestion_received", id: row!.id, toOwner: ownerUserId !== null });
}
