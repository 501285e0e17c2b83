import { isoTimestamp } from "@db/sql-time.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface ReviewSummary {
  id: number;
  rating: number;
  comment: string | null;
  name: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
}

/** A listing's newest published reviews, 5 unless asked (1 to 50); no email addresses: they are never shown. */
export async function latestReviews(
  { database }: UseCaseContext<"database">,
  { listingId, limit = 5 }: { listingId: number; limit?: number },
): Promise<ReviewSummary[]> {
  const rows = await database.sql<ReviewSummary[]>`
    select id, rating, comment, name, ${isoTimestamp(database.sql, "created_at")} as "createdAt"
    from reviews where listing_id = ${listingId} and status = 'published'
    order by created_at desc, id desc
    limit ${Math.max(1, Math.min(limit, 50))}`;
  return rows;
}
