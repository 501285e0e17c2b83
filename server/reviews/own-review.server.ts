import { and, eq } from "drizzle-orm";
import { reviews } from "@db/schema/index.ts";
import type { CallerContext } from "../use-case.ts";

/** The signed-in person's review of a listing (to edit it), or null. */
export async function ownReview(
  { database, auth }: Pick<CallerContext, "database" | "auth">,
  { listingId }: { listingId: number },
): Promise<{ rating: number; comment: string; name: string } | null> {
  const user = await auth.user();
  if (!user) return null;
  const [row] = await database.db
    .select({ rating: reviews.rating, comment: reviews.comment, name: reviews.name })
    .from(reviews)
    .where(and(eq(reviews.listingId, listingId), eq(reviews.userId, user.id)))
    .limit(1);
  return row ? { rating: row.rating, comment: row.comment ?? "", name: row.name ?? "" } : null;
}
