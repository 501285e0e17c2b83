import { eq } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import { failWith, ok, ownerKey, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/** A public listing nobody owns yet: the only kind that can be claimed. */
export async function claimableListing(
  { database }: UseCaseContext<"database">,
  listingId: unknown,
): Promise<Result<{ id: number; name: string; email: string | null }>> {
  const id = Number(listingId);
  if (!Number.isSafeInteger(id) || id <= 0) return failWith(404, ownerKey("not_found"));
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
  if (!row || row.status !== "active") return failWith(404, ownerKey("not_found"));
  if (row.userId !== null) return failWith(409, ownerKey("already_claimed"));
  return ok({ id: row.id, name: row.name, email: row.email });
}

/** Claims started in the last hour, per user and per listing: a limit kept in the database. */
export const CLAIM_RATE = { perUserPerHour: 5, perListingPerHour: 5 } as const;
