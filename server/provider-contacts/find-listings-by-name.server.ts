import { asc, ilike } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { containsPattern } from "../admin/admin-users.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";

/** Listings whose name contains the text (any status), for linking a contact: at most 10. */
export async function findListingsByName(
  ctx: UseCaseContext<"database" | "auth">,
  input: { q: string },
): Promise<Result<{ id: number; name: string; city: string; state: string; status: string }[]>> {
  const caller = await adminCaller(ctx, "contacts");
  if (!caller.ok) return caller;
  const q = input.q.trim().slice(0, 100);
  if (q.length < 2) return ok([]);
  const rows = await ctx.database.db
    .select({
      id: listings.id,
      name: listings.name,
      city: listings.city,
      state: listings.state,
      status: listings.status,
    })
    .from(listings)
    .where(ilike(listings.name, containsPattern(q)))
    .orderBy(asc(listings.name), asc(listings.id))
    .limit(10);
  return ok(rows);
}
