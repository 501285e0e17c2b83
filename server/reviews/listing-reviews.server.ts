import { isoTimestamp } from "@db/sql-time.ts";
import { REVIEW_LIMITS } from "../../domain/community/reviews.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface PublishedReview {
  id: number;
  rating: number;
  comment: string | null;
  /** The language it was written in (en, es); null for reviews from before it was kept. */
  language: string | null;
  name: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** Set when the review was edited after it was published. */
  editedAt: string | null;
  /** The verified owner's response, shown under the review with the practice's name. */
  response: { text: string; language: string | null; createdAt: string; editedAt: string | null } | null;
}

export interface ListingReviews {
  /** Star counts of published reviews (1–5). */
  counts: Record<number, number>;
  total: number;
  page: number;
  pageCount: number;
  reviews: PublishedReview[];
}

/**
 * A listing's published reviews, newest first, one page at a time (10 a page), with each one's
 * owner response and the star counts for the distribution bars. Email addresses never leave here.
 */
export async function listingReviews(
  { database }: UseCaseContext<"database">,
  { listingId, page = 1 }: { listingId: number; page?: number },
): Promise<ListingReviews> {
  const sql = database.sql;
  const countRows = await sql<{ rating: number; n: number }[]>`
    select rating, count(*)::int as n from reviews
    where listing_id = ${listingId} and status = 'published' group by rating`;
  const counts: Record<number, number> = {};
  let total = 0;
  for (const row of countRows) {
    counts[row.rating] = row.n;
    total += row.n;
  }
  const pageCount = Math.max(1, Math.ceil(total / REVIEW_LIMITS.pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await sql<
    (Omit<PublishedReview, "response"> & {
      responseText: string | null;
      responseLanguage: string | null;
      responseAt: string | null;
      responseEditedAt: string | null;
    })[]
  >`
    select r.id, r.rating, r.comment, r.language, r.name,
           ${isoTimestamp(sql, "r.created_at")} as "createdAt",
           case when r.updated_at > r.created_at + interval '1 minute'
                then ${isoTimestamp(sql, "r.updated_at")} end as "editedAt",
           rr.response as "responseText", rr.language as "responseLanguage",
           ${isoTimestamp(sql, "rr.created_at")} as "responseAt",
           case when rr.updated_at > rr.created_at + interval '1 minute'
                then ${isoTimestamp(sql, "rr.updated_at")} end as "responseEditedAt"
    from reviews r left join review_responses rr on rr.review_id = r.id
    where r.listing_id = ${listingId} and r.status = 'published'
    order by r.created_at desc, r.id desc
    limit ${REVIEW_LIMITS.pageSize} offset ${(current - 1) * REVIEW_LIMITS.pageSize}`;
  return {
    counts,
    total,
    page: current,
    pageCount,
    reviews: rows.map(({ responseText, responseLanguage, responseAt, responseEditedAt, ...review }) => ({
      ...review,
      response:
        responseText !== null && responseAt !== null
          ? { text: responseText, language: responseLanguage, createdAt: responseAt, editedAt: responseEditedAt }
          : null,
    })),
  };
}
