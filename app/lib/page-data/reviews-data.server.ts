import type { AppLoadContext } from "react-router";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import type { ListingApi } from "@domain/listing-schema.ts";
import { isCommunityNotice, noticeText } from "./notices.server.ts";
import { listingReviews } from "@server/reviews/listing-reviews.server.ts";
import { ownReview } from "@server/reviews/own-review.server.ts";
import type { ReviewsSectionData } from "~/components/community/reviews-section.tsx";

/**
 * The listing page's reviews section: a page of published reviews (?reviews=N), the signed-in
 * person's own review to edit, whether they may respond (the verified owner), and the notice a
 * submission redirected here with (?review=<code>).
 */
export async function reviewsSectionData(
  request: Request,
  context: AppLoadContext,
  listing: Pick<ListingApi, "id" | "name" | "averageRating" | "reviewCount" | "ownerVerified"> & {
    userId: number | null;
  },
): Promise<ReviewsSectionData> {
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("reviews") ?? "1");
  const [reviews, user, existing] = await Promise.all([
    listingReviews(context, { listingId: listing.id, page: Number.isFinite(page) ? page : 1 }),
    context.auth.user(),
    ownReview(context, { listingId: listing.id }),
  ]);
  const isOwner = user !== null && listing.userId === user.id;
  const code = url.searchParams.get("review");
  return {
    listingId: listing.id,
    listingName: listing.name,
    average: listing.averageRating,
    count: listing.reviewCount,
    counts: reviews.counts,
    reviews: reviews.reviews,
    page: reviews.page,
    pageCount: reviews.pageCount,
    notice: isCommunityNotice(code) ? noticeText(code, localeFromRequest(request)) : null,
    form: isOwner
      ? null
      : { listingId: listing.id, signedInAs: user ? (user.fullName ?? user.username) : null, existing },
    canRespond: isOwner && listing.ownerVerified,
  };
}

/** The notice "Suggest an edit" redirected to the listing page with (?suggestion=<code>). */
export function suggestionNotice(request: Request): string | null {
  const code = new URL(request.url).searchParams.get("suggestion");
  return code === "suggestion_received" ? noticeText(code, localeFromRequest(request)) : null;
}
