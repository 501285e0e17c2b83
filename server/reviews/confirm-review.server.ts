import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { reviewConfirmations } from "@db/schema/index.ts";
import { hashToken, isTokenShaped } from "../auth/tokens.server.ts";
import type { CommunityMessageCode } from "../community/messages.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { inTransaction } from "@db/transaction.server.ts";

/**
 * Uses a visitor's emailed link: marks it used atomically (two clicks publish once), then
 * publishes the review, or edits that address's earlier review of the listing (one per person).
 */
export async function confirmReview(
  { database }: UseCaseContext<"database">,
  input: { token: unknown },
): Promise<Result<{ code: CommunityMessageCode; listingId: number }>> {
  if (!isTokenShaped(input.token)) return failWith(400, messageKey("communityMessage", "review_link_invalid"));
  return inTransaction(database, async ({ db: tx }) => {
    const [pending] = await tx
      .update(reviewConfirmations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(reviewConfirmations.tokenHash, hashToken(input.token as string)),
          isNull(reviewConfirmations.usedAt),
          gt(reviewConfirmations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!pending) return failWith(400, messageKey("communityMessage", "review_link_invalid"));
    const rows = await tx.execute<{ inserted: boolean }>(sql`
      insert into reviews (listing_id, rating, comment, name, email, language)
      values (${pending.listingId}, ${pending.rating}, ${pending.comment}, ${pending.name}, ${pending.email}, ${pending.locale})
      on conflict (listing_id, lower(email)) where user_id is null and email is not null
      do update set rating = excluded.rating, comment = excluded.comment, name = excluded.name,
        language = excluded.language, updated_at = now()
      returning (xmax = 0) as inserted`);
    const inserted = [...rows][0]?.inserted ?? true;
    return ok({ code: inserted ? "review_published" : "review_updated", listingId: pending.listingId });
  });
}
