import { and, eq, sql } from "drizzle-orm";
import { reviews } from "@db/schema/index.ts";
import { audit } from "../auth/audit.server.ts";
import { isAdmin } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { inTransaction } from "@db/transaction.server.ts";

/**
 * An admin hides a review, or shows a hidden one again, outside any report (/admin/reviews).
 * The listing's average and count follow by the reviews triggers (migrations 0005, 0009).
 * Audited with before → after; hiding what is hidden changes nothing and writes nothing.
 */
export async function setReviewVisibility(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  input: { reviewId: unknown; hidden: boolean },
): Promise<Result<{ reviewId: number; status: "published" | "hidden"; changed: boolean }>> {
  const user = await auth.user();
  if (!user || !user.isActive) return failWith(401, messageKey("communityMessage", "sign_in_required"));
  if (!isAdmin(user)) return failWith(403, messageKey("communityMessage", "admin_only"));
  const id = Number(input.reviewId);
  if (!Number.isSafeInteger(id) || id <= 0) return failWith(404, messageKey("communityMessage", "review_not_found"));
  const to = input.hidden ? ("hidden" as const) : ("published" as const);
  const from = input.hidden ? "published" : "hidden";
  return inTransaction(database, async ({ db: tx }) => {
    const [row] = await tx
      .update(reviews)
      // The review's own text did not change: its updated_at stays.
      .set({ status: to, updatedAt: sql`updated_at` })
      .where(and(eq(reviews.id, id), eq(reviews.status, from)))
      .returning({ listingId: reviews.listingId });
    if (!row) {
      const [exists] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
      return exists
        ? ok({ reviewId: id, status: to, changed: false })
        : failWith(404, messageKey("communityMessage", "review_not_found"));
    }
    await audit(
      { db: tx },
      {
        userId: user.id,
        action: input.hidden ? "review_hidden" : "review_restored",
        ip: auth.ip,
        details: { reviewId: id, listingId: row.listingId, from, to },
      },
    );
    return ok({ reviewId: id, status: to, changed: true });
  });
}
