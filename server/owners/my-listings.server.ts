import { desc, eq } from "drizzle-orm";
import { listings, listingSubscriptions } from "@db/schema/index.ts";
import { listingUrl } from "@domain/listing-url.ts";
import { factNotices, type FactNotice } from "@domain/owner-reminders.ts";
import { factDay } from "@domain/fact-freshness.ts";
import type { UseCaseContext } from "../use-case.ts";

export interface OwnedListing {
  id: number;
  name: string;
  url: string;
  tier: string;
  status: string;
  /** none (free plan), active, past_due, canceling, pending. */
  payment: "none" | "active" | "past_due" | "canceling" | "pending";
  /** When the paid period renews (or ends, when canceling): an ISO 8601 instant. */
  periodEnd: string | null;
  jobPostingAllowance: number;
  lastVerifiedAt: string | null;
  hasBilling: boolean;
  /** Facts about to expire (within the reminder's week) or expired, soonest first. */
  factNotices: FactNotice[];
}

/** Every listing the user owns, newest first, with its plan and billing as last read from the provider. */
export async function myListings(
  { database }: UseCaseContext<"database">,
  { userId }: { userId: number },
): Promise<OwnedListing[]> {
  const rows = await database.db
    .select({
      id: listings.id,
      name: listings.name,
      city: listings.city,
      state: listings.state,
      tier: listings.tier,
      status: listings.status,
      paymentStatus: listings.paymentStatus,
      jobPostingAllowance: listings.jobPostingAllowance,
      lastVerifiedAt: listings.lastVerifiedAt,
      factSources: listings.factSources,
      subStatus: listingSubscriptions.status,
      customerId: listingSubscriptions.customerId,
      periodEnd: listingSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: listingSubscriptions.cancelAtPeriodEnd,
    })
    .from(listings)
    .leftJoin(listingSubscriptions, eq(listingSubscriptions.listingId, listings.id))
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.id));
  const today = factDay(new Date());
  return rows.map((r) => {
    const live = r.subStatus === "active" || r.subStatus === "trialing" || r.subStatus === "past_due";
    const payment: OwnedListing["payment"] = !live
      ? r.tier === "basic"
        ? "none"
        : "pending"
      : r.subStatus === "past_due"
        ? "past_due"
        : r.cancelAtPeriodEnd
          ? "canceling"
          : "active";
    return {
      id: r.id,
      name: r.name,
      url: listingUrl({ id: r.id, name: r.name, city: r.city, state: r.state }),
      tier: r.tier,
      status: r.status,
      payment,
      periodEnd: live && r.periodEnd ? r.periodEnd.toISOString() : null,
      jobPostingAllowance: r.jobPostingAllowance,
      lastVerifiedAt: r.lastVerifiedAt,
      hasBilling: live && !!r.customerId,
      factNotices: factNotices(r.factSources, today),
    };
  });
}
