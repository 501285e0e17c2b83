import type { Route } from "./+types/listing";
import { listingIdParam, listingPageData } from "~/features/listing/listing-data.server.ts";
import { seoMetaTags } from "~/components/listings/seo.ts";
import { DiscoveryErrorBoundary } from "~/components/listings/route-error.tsx";
import { ListingDetailView } from "~/features/listing/listing-detail.tsx";

/** Listing detail at its preferred URL /{state}/{city}/{name}/{id}; other slugs 301 here. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return listingPageData(request, context, listingIdParam(params.id));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMetaTags(loaderData?.seo, matches[0]?.data);
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  return <ListingDetailView data={loaderData} />;
}

export const ErrorBoundary = DiscoveryErrorBoundary;
