/** The listing and review lookups the review use cases share. */
import { and, eq } from "drizzle-orm";
import { listings, reviews, users } from "@db/schema/index.ts";
import type { Database } from "@db/client.server.ts";

export interface ReviewListing {
  id: number;
  name: string;
  /** The owner's account, when the listing has one. */
  userId: number | null;
  ownerVerified: boolean;
  ownerEmail: string | null;
}

/** An active listing, or null (unknown and inactive listings are both "not found"). */
export async function activeListing(database: Database, id: number): Promise<ReviewListing | null> {
  const [row] = await database.db
    .select({
      id: listings.id,
      name: listings.name,
      userId: listings.userId,
      ownerVerified: listings.ownerVerified,
      ownerEmail: users.email,
    })
    .from(listings)
    .leftJoin(users, eq(users.id, listings.userId))
    .where(and(eq(listings.id, id), eq(listings.status, "active")))
    .limit(1);
  return row ?? null;
}

/** A published review and its listing, or null. */
export async function publishedReview(database: Database, id: number) {
  const [row] = await database.db
    .select({ id: reviews.id, listingId: reviews.listingId, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.status, "published")))
    .limit(1);
  return row ?? null;
}

/** Whether the user is the listing's verified owner (the one who may respond to its reviews). */
export function isVerifiedOwner(listing: Pick<ReviewListing, "userId" | "ownerVerified">, userId: number | undefined) {
  return userId !== undefined && listing.ownerVerified && listing.userId === userId;
}
