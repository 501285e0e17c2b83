import type { Route } from "./+types/listing-redirect";
import { listingIdParam, listingPageData } from "~/features/listing/listing-data.server.ts";
import { seoMetaTags } from "~/components/listings/seo.ts";
import { DiscoveryErrorBoundary } from "~/components/listings/route-error.tsx";
import { ListingDetailView } from "~/features/listing/listing-detail.tsx";

/**
 * /listings/{id} and /listing/{id}: 301 to the preferred URL /{state}/{city}/{name}/{id}
 * (spec section 2). Only a listing whose preferred URL cannot be built is shown here.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return listingPageData(request, context, listingIdParam(params.id));
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return seoMetaTags(loaderData?.seo, matches[0]?.data);
}

export default function ListingFallback({ loaderData }: Route.ComponentProps) {
  return <ListingDetailView data={loaderData} />;
}

export const ErrorBoundary = DiscoveryErrorBoundary;
