import { desc, eq } from "drizzle-orm";
import { favorites } from "@db/schema/index.ts";
import type { UseCaseContext } from "../use-case.ts";

/** A person's favorite listing ids, newest first (the hearts of every page and /favorites). */
export async function favoriteIds(
  { database }: UseCaseContext<"database">,
  { userId }: { userId: number },
): Promise<number[]> {
  const rows = await database.db
    .select({ listingId: favorites.listingId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
    .limit(500);
  return rows.map((r) => r.listingId);
}
