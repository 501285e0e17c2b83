import { and, desc, eq } from "drizzle-orm";
import { listingClaims, listings } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";

/** The user's latest claim of a listing: verified (theirs now) or still pending; null when they have none. */
export async function claimOutcome(
  { database }: UseCaseContext<"database">,
  { listingId, userId }: { listingId: number; userId: number },
): Promise<{ id: number; name: string; verified: boolean } | null> {
  if (!Number.isSafeInteger(listingId) || listingId <= 0) return null;
  const [row] = await database.db
    .select({ id: listings.id, name: listings.name, owner: listings.userId, status: listingClaims.status })
    .from(listingClaims)
    .innerJoin(listings, eq(listings.id, listingClaims.listingId))
    .where(and(eq(listingClaims.listingId, listingId), eq(listingClaims.userId, userId)))
    .orderBy(desc(listingClaims.id))
    .limit(1);
  if (!row || (row.status !== "verified" && row.status !== "pending")) return null;
  return { id: row.id, name: row.name, verified: row.status === "verified" && row.owner === userId };
}
