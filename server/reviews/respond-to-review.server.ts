import { sql } from "drizzle-orm";
import { reviewResponses } from "@db/schema/index.ts";
import { REVIEW_LIMITS } from "../../domain/community/reviews.ts";
import type { CommunityMessageCode } from "../community/messages.ts";
import { FieldProblems, text } from "../community/input.ts";
import { failWith, invalidInput, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import { activeListing, isVerifiedOwner, publishedReview } from "./review-targets.server.ts";

/**
 * The listing's verified owner answers a review: one response per review (a unique index), a
 * second submission edits it. Anyone else is refused (401 signed out, 403 signed in).
 */
export async function respondToReview(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { reviewId: number; values: unknown; locale: Locale },
): Promise<Result<{ code: CommunityMessageCode; listingId: number }>> {
  const review = await publishedReview(database, input.reviewId);
  if (!review) return failWith(404, messageKey("communityMessage", "review_not_found"));
  const user = await auth.user();
  if (!user) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  const listing = await activeListing(database, review.listingId);
  if (!listing) return failWith(404, messageKey("communityMessage", "listing_not_found"));
  if (!isVerifiedOwner(listing, user.id)) return failWith(403, messageKey("communityMessage", "not_owner"));
  const response = text(input.values, "response").trim();
  const problems = new FieldProblems();
  if (response.length < REVIEW_LIMITS.responseMin) problems.add("response", "response_short");
  else if (response.length > REVIEW_LIMITS.responseMax) problems.add("response", "response_long");
  if (!problems.empty) return invalidInput(problems.fields, { prefix: "communityMessage" });
  await database.db
    .insert(reviewResponses)
    .values({ reviewId: review.id, listingId: review.listingId, userId: user.id, response, language: input.locale })
    .onConflictDoUpdate({
      target: reviewResponses.reviewId,
      set: { response, language: input.locale, userId: user.id, updatedAt: sql`now()` },
    });
  return ok({ code: "response_saved", listingId: review.listingId });
}
