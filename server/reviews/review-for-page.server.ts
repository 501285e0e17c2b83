import { and, eq } from "drizzle-orm";
import { reviewResponses, reviews } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";

/** One published review with its response, for the respond and report pages; null when not shown. */
export async function reviewForPage({ database }: UseCaseContext<"database">, { reviewId }: { reviewId: number }) {
  const [row] = await database.db
    .select({
      id: reviews.id,
      listingId: reviews.listingId,
      rating: reviews.rating,
      comment: reviews.comment,
      language: reviews.language,
      name: reviews.name,
      response: reviewResponses.response,
    })
    .from(reviews)
    .leftJoin(reviewResponses, eq(reviewResponses.reviewId, reviews.id))
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")))
    .limit(1);
  return row ?? null;
}
