import { sql } from "drizzle-orm";
import { reviewConfirmations, reviews } from "@db/schema/index.ts";
import type { Locale } from "../../domain/i18n/locale.ts";
import { REVIEW_CONFIRM_PATH } from "../../domain/community/reviews.ts";
import { hashToken, newToken } from "../auth/tokens.server.ts";
import type { CommunityMessageCode } from "../community/messages.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { failWith, invalidInput, ok, rateLimited, type Result, messageKey } from "../errors.server.ts";
import { hitRateLimit } from "../rate-limit/rate-limit.server.ts";
import type { CallerContext } from "../use-case.ts";
import { sendReviewConfirmation } from "./review-emails.server.ts";
import { parseReview } from "./review-input.ts";
import { activeListing } from "./review-targets.server.ts";

/** How long a visitor's confirmation link works. */
const CONFIRM_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * "Write a review". A signed-in person's review is published at once (a second one edits the
 * first); a visitor's waits for the link emailed to them (confirm-review). The listing's owner
 * is refused, whether signed in or writing from the owner's address. Counted per IP address.
 */
export async function submitReview(
  ctx: CallerContext,
  input: { listingId: number; values: unknown; locale: Locale },
): Promise<Result<{ code: CommunityMessageCode }>> {
  const { database, auth } = ctx;
  const listing = await activeListing(database, input.listingId);
  if (!listing) return failWith(404, messageKey("communityMessage", "listing_not_found"));
  const user = await auth.user();
  if (user && listing.userId === user.id) return failWith(403, messageKey("communityMessage", "owner_cannot_review"));
  const parsed = parseReview(input.values, { needsEmail: !user });
  if (!parsed.ok) return invalidInput(parsed.error.fields, { prefix: "communityMessage" });
  const { rating, comment, name, email } = parsed.value;
  if (!user && listing.ownerEmail && listing.ownerEmail.toLowerCase() === email) {
    return failWith(403, messageKey("communityMessage", "owner_cannot_review"));
  }
  const attempt = await hitRateLimit(database, "reviewIp", auth.ip ?? "unknown");
  if (attempt.blocked) return rateLimited(attempt.retryAfterSeconds);

  if (user) {
    // One review per account and listing (a unique index): a second one edits the first.
    const [saved] = await database.db
      .insert(reviews)
      .values({
        listingId: listing.id,
        userId: user.id,
        rating,
        comment,
        name,
        email: user.email,
        language: input.locale,
      })
      .onConflictDoUpdate({
        target: [reviews.listingId, reviews.userId],
        targetWhere: sql`${reviews.userId} is not null`,
        set: { rating, comment, name, language: input.locale, updatedAt: sql`now()` },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return ok({ code: saved?.inserted ? "review_published" : "review_updated" });
  }

  const token = newToken();
  const url = `${auth.linkBase}${REVIEW_CONFIRM_PATH}?token=${token}`;
  // Stored and queued together: an acknowledged review always gets its email, even after a crash.
  await inTransaction(database, async (tx) => {
    await tx.db.insert(reviewConfirmations).values({
      tokenHash: hashToken(token),
      listingId: listing.id,
      email,
      name,
      rating,
      comment,
      locale: input.locale,
      expiresAt: sql`now() + make_interval(secs => ${CONFIRM_LIFETIME_SECONDS})`,
    });
    await sendReviewConfirmation(tx, { to: email, name, listingName: listing.name, url, locale: input.locale });
  });
  return ok({ code: "review_check_inbox" });
}
