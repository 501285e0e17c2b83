/** Rows the admin-moderation-*.test.ts files insert directly (not a test file itself). */
import type { Database } from "../../db/client.server.ts";

let reviewer = 0;

/** A published review by a visitor (by email), rating 1–5. */
export async function insertReview(database: Database, listingId: number, rating: number): Promise<number> {
  reviewer += 1;
  const [row] = await database.sql<{ id: number }[]>`
    insert into reviews (listing_id, rating, comment, name, email)
    values (${listingId}, ${rating}, 'Our experience here.', 'A parent', ${`parent${reviewer}_${Date.now()}@example.com`})
    returning id`;
  return row!.id;
}

/** A pending report of the review. */
export async function insertReport(database: Database, reviewId: number): Promise<number> {
  const [row] = await database.sql<{ id: number }[]>`
    insert into violation_reports (review_id, listing_id, reporter_key, reason, description)
    select id, listing_id, ${`key-${reviewId}-${Math.random()}`}, 'spam', 'Advertising.' from reviews where id = ${reviewId}
    returning id`;
  return row!.id;
}

/** A pending claim with evidence. */
export async function insertClaim(database: Database, listingId: number, userId: number): Promise<number> {
  const [row] = await database.sql<{ id: number }[]>`
    insert into listing_claims (listing_id, user_id, method, evidence)
    values (${listingId}, ${userId}, 'evidence', 'I am the clinical director; call the front desk.')
    returning id`;
  return row!.id;
}

/** A pending suggested phone number for a listing without an owner (the admin queue). */
export async function insertSuggestion(database: Database, listingId: number): Promise<number> {
  const [row] = await database.sql<{ id: number }[]>`
    insert into edit_suggestions (listing_id, field, proposed, email)
    values (${listingId}, 'phone', ${JSON.stringify({ value: "5125550199" })}::jsonb, 'visitor@example.com')
    returning id`;
  return row!.id;
}
