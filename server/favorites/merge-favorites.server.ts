import type { UseCaseContext } from "../use-case.ts";

/**
 * At sign-in: the favorites a browser kept while signed out join the account's (ids of
 * listings that no longer exist are skipped; ones already saved stay as they are).
 */
export async function mergeFavorites(
  { database }: UseCaseContext<"database">,
  { userId, listingIds }: { userId: number; listingIds: readonly number[] },
): Promise<number> {
  if (listingIds.length === 0) return 0;
  const rows = await database.sql`
    insert into favorites (user_id, listing_id)
    select ${userId}, l.id from listings l where l.id = any(${[...listingIds]}::int[]) and l.status = 'active'
    on conflict do nothing
    returning listing_id`;
  return rows.count;
}
