import { data, type AppLoadContext } from "react-router";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { NO_STORE } from "~/lib/page-data/form-page.server.ts";
import type { MessageKey, Namespace } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
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

/**
 * The loader answer of a form page about one review (report, respond): the quoted review, its
 * listing's name and address, the title and the page's messages; never cached.
 */
export function reviewPageData(
  request: Request,
  found: Awaited<ReturnType<typeof reviewOr404>>,
  titleKey: MessageKey,
  namespaces: readonly Namespace[],
) {
  return data(
    {
      review: found.review,
      listing: { name: found.listing.name, url: found.listing.url },
      title: messagesFor(localeFromRequest(request))[titleKey],
      i18n: routeMessages(request, namespaces),
    },
    { headers: NO_STORE },
  );
}

/** The listing page with a notice (?review=<code>), at its reviews. */
export function listingWithNotice(url: string, param: "review" | "suggestion", code: string): string {
  return `${url}?${param}=${code}#${param === "review" ? "reviews" : "suggest-edit"}`;
}
