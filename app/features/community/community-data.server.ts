import { data, type AppLoadContext } from "react-router";
import { listingById } from "@server/listings/listing-by-id.server.ts";
import { reviewForPage } from "@server/reviews/review-for-page.server.ts";

/** An id from the address, else a 404. */
export function idParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(raw);
}

/** An active listing for a community page, else a 404. */
export async function listingOr404(context: AppLoadContext, id: number) {
  const detail = await listingById(context, { id });
  if (!detail) throw data(null, { status: 404 });
  return detail.listing;
}

/** A published review and its listing, else a 404. */
export async function reviewOr404(context: AppLoadContext, id: number) {
  const review = await reviewForPage(context, { reviewId: id });
  if (!review) throw data(null, { status: 404 });
  const listing = await listingOr404(context, review.listingId);
  return { review, listing };
}

/** The listing page with a notice (?review=<code>), at its reviews. */
export function listingWithNotice(url: string, param: "review" | "suggestion", code: string): string {
  return `${url}?${param}=${code}#${param === "review" ? "reviews" : "suggest-edit"}`;
}
