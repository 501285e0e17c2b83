/**
 * Who may act on a listing, checked on the server for every object: the signed-in caller, who
 * must own the listing or be an admin (server/auth/permissions.server.ts canEditListing).
 */
import { eq } from "drizzle-orm";
import { listings, type Listing } from "@db/schema/index.ts";
import { canEditListing } from "../auth/permissions.server.ts";
import type { SessionUser } from "../auth/users.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { idFrom } from "@domain/ids.ts";

/** The caller, or 401. */
export async function signedInCaller(ctx: UseCaseContext<"auth">): Promise<Result<SessionUser>> {
  const user = await ctx.auth.user();
  return user && user.isActive ? ok(user) : failWith(401, messageKey("ownerMessage", "unauthorized"));
}

/** The listing and the caller who may edit it: 401 signed out, 404 unknown, 403 not theirs. */
export async function editableListing(
  ctx: UseCaseContext<"database" | "auth">,
  listingId: unknown,
): Promise<Result<{ user: SessionUser; listing: Listing }>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  const id = idFrom(listingId);
  if (id === null) return failWith(404, messageKey("ownerMessage", "not_found"));
  const [listing] = await ctx.database.db.select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!listing) return failWith(404, messageKey("ownerMessage", "not_found"));
  if (!canEditListing(caller.value, listing)) return failWith(403, messageKey("ownerMessage", "forbidden"));
  return ok({ user: caller.value, listing });
}
