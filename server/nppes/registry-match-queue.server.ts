import { adminCaller } from "../admin/admin-caller.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/** One side of a possible duplicate, as the queue shows it. */
export interface MatchListing {
  id: number;
  name: string;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  email: string | null;
  phone: string | null;
  status: string;
  npi: string | null;
  /** The owner's account name, or null when nobody owns the listing. */
  owner: string | null;
  ownerVerified: boolean;
}

export interface RegistryMatch {
  id: number;
  /** pg_trgm similarity of the two names (0…1). */
  similarity: number;
  createdAt: string;
  /** The listing without an NPI (added by an owner or a CSV import). */
  listing: MatchListing;
  /** The registry listing it looks like. */
  registry: MatchListing;
}

const side = (prefix: "l" | "r") => `json_build_object(
  'id', ${prefix}.id, 'name', ${prefix}.name, 'address', ${prefix}.address, 'city', ${prefix}.city,
  'state', ${prefix}.state, 'zipCode', ${prefix}.zip_code, 'email', ${prefix}.email, 'phone', ${prefix}.phone,
  'status', ${prefix}.status, 'npi', ${prefix}.npi, 'owner', ${prefix}u.username,
  'ownerVerified', ${prefix}.owner_verified)`;

/**
 * The admins' queue of possible duplicates (registry_match_reviews, issue 27): open reviews
 * whose two listings are both still there and unmerged, oldest first. Listing admins and site
 * admins, as the other moderation queues.
 */
export async function registryMatchQueue(ctx: UseCaseContext<"database" | "auth">): Promise<Result<RegistryMatch[]>> {
  const caller = await adminCaller(ctx, "registryMatches");
  if (!caller.ok) return caller;
  const rows = await ctx.database.sql.unsafe<RegistryMatch[]>(`
    select m.id, m.similarity, to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", ${side("l")} as listing, ${side("r")} as registry
    from registry_match_reviews m
    join listings l on l.id = m.listing_id and l.merged_into_id is null
    join listings r on r.id = m.registry_listing_id and r.merged_into_id is null
    left join users lu on lu.id = l.user_id
    left join users ru on ru.id = r.user_id
    where m.status = 'open'
    order by m.created_at, m.id
    limit 200`);
  return ok(rows);
}
