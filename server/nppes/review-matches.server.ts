/**
 * A listing added by an owner or a CSV import (no NPI) that looks like a registry listing the
 * import just added (same zip code, and a similar name or the same street address) goes to the
 * admins' review queue. Never a silent merge: two practices can share a building, and a name can
 * be common.
 */
import type { Database } from "@db/client.server.ts";

/** pg_trgm similarity of the lower-cased names from which two listings are worth an admin's look. */
const NAME_SIMILARITY_FOR_REVIEW = 0.5;

export async function reviewPossibleDuplicates(database: Pick<Database, "sql">, importId: number): Promise<number> {
  const result = await database.sql`
    insert into registry_match_reviews (listing_id, registry_listing_id, similarity)
    select l.id, r.id, similarity(lower(l.name), lower(r.name))
    from listings r
    join listings l on l.zip_code = r.zip_code and l.npi is null and l.merged_into_id is null
      and l.status in ('active', 'pending')
    where r.npi is not null and r.status = 'active'
      and r.created_at >= (select started_at from nppes_imports where id = ${importId})
      and (similarity(lower(l.name), lower(r.name)) >= ${NAME_SIMILARITY_FOR_REVIEW}
           or (l.address is not null and lower(l.address) = lower(r.address)))
    on conflict (listing_id, registry_listing_id) do nothing`;
  return result.count;
}
