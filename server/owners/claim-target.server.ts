import { and, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@db/client.server.ts";
import { listingClaims, listings } from "@db/schema/index.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/** A public listing nobody owns yet: the only kind that can be claimed. */
export async function claimableListing(
  { database }: UseCaseContext<"database">,
  listingId: unknown,
): Promise<Result<{ id: number; name: string; email: string | null }>> {
  const id = Number(listingId);
  if (!Number.isSafeInteger(id) || id <= 0) return failWith(404, messageKey("ownerMessage", "not_found"));
  const [row] = await database.db
    .select({
      id: listings.id,
      name: listings.name,
      email: listings.email,
      userId: listings.userId,
      status: listings.status,
    })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row || row.status !== "active") return failWith(404, messageKey("ownerMessage", "not_found"));
  if (row.userId !== null) return failWith(409, messageKey("ownerMessage", "already_claimed"));
  return ok({ id: row.id, name: row.name, email: row.email });
}

/** Claims started in the last hour, per user and per listing: a limit kept in the database. */
export const CLAIM_RATE = { perUserPerHour: 5, perListingPerHour: 5 } as const;

/** Advisory lock classes ("cu", "cl"), the second key being the user's or the listing's id. */
const CLAIM_USER_LOCK = 0x6375;
const CLAIM_LISTING_LOCK = 0x636c;

/**
 * Inside the claim's transaction: waits for the user's and the listing's claim locks (held until
 * it ends), then counts their claims of the last hour. Requests at the same moment thus count
 * and insert one after another, so none passes the limit on a count another is about to raise,
 * nor races another to the one open claim per user and listing. The user's lock is always
 * taken first, so two requests never wait for each other.
 */
export async function lockClaimsAndCount(
  tx: Database,
  { userId, listingId }: { userId: number; listingId: number },
): Promise<{ byUser: number; byListing: number }> {
  await tx.sql`select pg_advisory_xact_lock(${CLAIM_USER_LOCK}::int, ${userId}::int)`;
  await tx.sql`select pg_advisory_xact_lock(${CLAIM_LISTING_LOCK}::int, ${listingId}::int)`;
  const [recent] = await tx.db
    .select({
      byUser: sql<number>`count(*) filter (where ${listingClaims.userId} = ${userId})::int`,
      byListing: sql<number>`count(*) filter (where ${listingClaims.listingId} = ${listingId})::int`,
    })
    .from(listingClaims)
    .where(
      and(
        gt(listingClaims.createdAt, sql`now() - interval '1 hour'`),
        or(eq(listingClaims.userId, userId), eq(listingClaims.listingId, listingId)),
      ),
    );
  return { byUser: recent?.byUser ?? 0, byListing: recent?.byListing ?? 0 };
}

type ClaimParties = { userId: number; listingId: number };

/** Whether this user already has a pending claim on this listing that also meets `also` (a double submit). */
export async function hasPendingClaim(tx: Database, { userId, listingId }: ClaimParties, also: SQL): Promise<boolean> {
  const [row] = await tx.db
    .select({ id: listingClaims.id })
    .from(listingClaims)
    .where(
      and(
        eq(listingClaims.listingId, listingId),
        eq(listingClaims.userId, userId),
        eq(listingClaims.status, "pending"),
        also,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A new claim replaces the user's pending one on the listing. */
export async function expirePendingClaims(tx: Database, { userId, listingId }: ClaimParties): Promise<void> {
  await tx.db
    .update(listingClaims)
    .set({ status: "expired", decidedAt: sql`now()` })
    .where(
      and(
        eq(listingClaims.listingId, listingId),
        eq(listingClaims.userId, userId),
        eq(listingClaims.status, "pending"),
      ),
    );
}
