import { data } from "react-router";
import type { Route } from "./+types/listing";
import { listingIdParam, listingPageData } from "~/features/listing/listing-data.server.ts";
import { seoMetaTags } from "~/components/listings/seo.ts";
import { DiscoveryErrorBoundary } from "~/components/listings/route-error.tsx";
import { ListingDetailView } from "~/features/listing/listing-detail.tsx";
import type { I18nHandle } from "~/i18n/index.tsx";
import type { ScriptsHandle } from "~/lib/page-scripts.ts";
import { routeMessages } from "~/i18n/messages.server.ts";
import { viewHeaders } from "@domain/insights.ts";

// Everything on a listing works as plain HTML (the heart, compare, reviews and the forms post and
// come back); islands draw the map, keep the heart and "Compare" in place and answer the footer's
// newsletter signup in place (ADR 0016).
export const handle: I18nHandle & ScriptsHandle = {
  // setting, language and funding: the labels of stored codes (a code never reaches the page as text).
  i18n: [
    "detail",
    "listing",
    "map",
    "tier",
    "area",
    "content",
    "community",
    "pagination",
    "registry",
    "expiry",
    "parentReport",
    "setting",
    "language",
    "funding",
    "serviceArea",
  ],
  scripts: false,
  islands: ["map", "saved", "newsletter"],
};

/**
 * Listing detail at its preferred URL /{state}/{city}/{name}/{id}; other slugs, /listings/{id}
 * and /listing/{id} 301 here (app/routes.ts).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await listingPageData(request, context, listingIdParam(params.id));
  // A view for the owner's insights: read and removed by the insights middleware.
  return data({ ...page, i18n: routeMessages(request, handle.i18n) }, { headers: viewHeaders(page.listing.id) });
}

/** The insights header; React Router drops loader headers without this. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMetaTags(loaderData?.seo, matches[0]?.data);
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  return <ListingDetailView data={loaderData} />;
}

export const ErrorBoundary = DiscoveryErrorBoundary;
