import { inTransaction } from "@db/transaction.server.ts";
import { adminCaller } from "../admin/admin-caller.server.ts";
import { mergeInto } from "../admin/merge-listings.server.ts";
import { audit } from "../auth/audit.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { takeListingFacts } from "./take-listing-facts.server.ts";

export type RegistryMatchDecision = "merge" | "dismiss";

/** A failed step inside the transaction: thrown so that nothing of the decision is kept. */
class Refused extends Error {
  constructor(readonly result: Result<never>) {
    super("refused");
  }
}

/**
 * An admin decides a possible duplicate of the review queue (issue 27). "merge": the same
 * provider, so the listing without an NPI is merged into the registry listing through the
 * admin merge (reviews, favorites, claims, jobs, photos, insurers move; the owner moves when the
 * registry listing has none; the old page answers 301), after the registry listing takes the
 * facts domain/registry-merge.ts gives it; other open reviews of the merged listing close.
 * "dismiss": different providers, both stay. One transaction with its audit entry.
 */
export async function decideRegistryMatch(
  ctx: CallerContext,
  input: { reviewId: unknown; decision: unknown },
): Promise<Result<{ reviewId: number; decision: RegistryMatchDecision; registryListingId: number }>> {
  const caller = await adminCaller(ctx, "registryMatches");
  if (!caller.ok) return caller;
  const reviewId = Number(input.reviewId);
  if (!Number.isSafeInteger(reviewId) || reviewId < 1 || reviewId > 2_147_483_647) {
    return failWith(404, messageKey("adminRegistry.error", "match_not_found"));
  }
  const decision = input.decision;
  if (decision !== "merge" && decision !== "dismiss")
    return failWith(400, messageKey("adminRegistry.error", "invalid_decision"));
  const userId = caller.value.id;

  try {
    return await inTransaction(ctx.database, async (tx) => {
      const [review] = await tx.sql<{ listingId: number; registryListingId: number; status: string }[]>`
        select listing_id as "listingId", registry_listing_id as "registryListingId", status
        from registry_match_reviews where id = ${reviewId} for update`;
      if (!review) return failWith(404, messageKey("adminRegistry.error", "match_not_found"));
      if (review.status !== "open") return failWith(409, messageKey("adminRegistry.error", "match_decided"));
      const { listingId, registryListingId } = review;

      let factsTaken: string[] = [];
      if (decision === "merge") {
        // Locked in id order, as the merge does, before the registry listing takes any fact.
        const locked = await tx.sql<{ mergedIntoId: number | null }[]>`
          select merged_into_id as "mergedIntoId" from listings
          where id in (${listingId}, ${registryListingId}) order by id for update`;
        if (locked.length < 2 || locked.some((r) => r.mergedIntoId !== null)) {
          return failWith(409, messageKey("adminRegistry.error", "match_gone"));
        }
        factsTaken = await takeListingFacts(tx, { registryListingId, otherListingId: listingId });
        const merged = await mergeInto(tx, {
          survivorId: registryListingId,
          duplicateId: listingId,
          userId,
          ip: ctx.auth.ip,
          reason: `NPI registry match review ${reviewId}: same provider`,
        });
        if (!merged.ok) throw new Refused(merged);
        // The merged listing's other possible matches are moot now.
        await tx.sql`
          update registry_match_reviews set status = 'dismissed', decided_by = ${userId}, decided_at = now()
          where listing_id = ${listingId} and status = 'open' and id <> ${reviewId}`;
      }
      await tx.sql`
        update registry_match_reviews
        set status = ${decision === "merge" ? "merged" : "dismissed"}, decided_by = ${userId}, decided_at = now()
        where id = ${reviewId}`;
      await audit(tx, {
        userId,
        action: "registry_match_decided",
        ip: ctx.auth.ip,
        details: { reviewId, listingId, registryListingId, decision, factsTaken: factsTaken.join(", ") },
      });
      return ok({ reviewId, decision, registryListingId });
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
