import { eq, sql } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableListing } from "./listing-access.server.ts";
import { audit } from "../auth/audit.server.ts";
import { inTransaction } from "@db/transaction.server.ts";

/** The owner (or an admin) confirms the details are right today: the "last verified" date. */
export async function verifyListingDetails(
  ctx: CallerContext,
  input: { listingId: unknown },
): Promise<Result<{ id: number; name: string; lastVerifiedAt: string }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  const [row] = await inTransaction(ctx.database, async ({ db: tx }) => {
    const updated = await tx
      .update(listings)
      .set({ lastVerifiedAt: sql`current_date` })
      .where(eq(listings.id, listing.id))
      .returning({ lastVerifiedAt: listings.lastVerifiedAt });
    await audit(
      { db: tx },
      {
        userId: user.id,
        action: "listing_details_verified",
        ip: ctx.auth.ip,
        details: { listingId: listing.id },
      },
    );
    return updated;
  });
  return ok({ id: listing.id, name: listing.name, lastVerifiedAt: row!.lastVerifiedAt! });
}
