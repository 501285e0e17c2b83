import { eq } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { editableListing } from "./listing-access.server.ts";
import { audit } from "../auth/audit.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { confirmableFacts, factDay } from "@domain/fact-freshness.ts";
import { withSource } from "@domain/provenance.ts";
import { editorSource } from "./listing-writes.server.ts";

/**
 * The owner (or an admin) confirms the details are right today: the "last verified" date, and
 * each expiring fact the listing states (intake, insurers, hours, services) confirmed today by
 * them, so the page never says "verified today" beside "not confirmed since".
 */
export async function verifyListingDetails(
  ctx: CallerContext,
  input: { listingId: unknown },
): Promise<Result<{ id: number; name: string; lastVerifiedAt: string }>> {
  const access = await editableListing(ctx, input.listingId);
  if (!access.ok) return access;
  const { user, listing } = access.value;
  const [row] = await inTransaction(ctx.database, async ({ db: tx, sql: tsql }) => {
    const [insurers] = await tsql<{ n: number }[]>`
      select count(*)::int as n from listing_insurances where listing_id = ${listing.id}`;
    const facts = confirmableFacts({
      acceptingNewClients: listing.acceptingNewClients,
      insurersAndFunding: (insurers?.n ?? 0) + listing.fundingAccepted.length,
      openingHours: listing.openingHours,
      services: listing.services,
    });
    // The UTC day, as every fact's date: the database's current_date is its time zone's day.
    const today = factDay(new Date());
    const factSources = withSource(listing.factSources, facts, editorSource(listing, user.id), today);
    const updated = await tx
      .update(listings)
      .set({ lastVerifiedAt: today, factSources })
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
