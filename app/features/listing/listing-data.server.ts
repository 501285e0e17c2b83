import { data, redirect, type AppLoadContext } from "react-router";
import { listingById } from "@server/listings/listing-by-id.server.ts";
import { mergedInto } from "@server/listings/merged-into.server.ts";
import { nearbyListings } from "@server/listings/nearby.server.ts";
import { otherLocations } from "@server/listings/other-locations.server.ts";
import { listingSeo } from "@server/listings/seo-meta.server.ts";
import { stateByCode, stateSlug } from "@domain/states.ts";
import { slugify } from "@domain/slug.ts";
import { LAST_VERIFIED_STALE_AFTER_DAYS } from "@domain/fact-freshness.ts";
import { pageSeo, pageTools, toCard } from "../../lib/page-data/listings.server.ts";
import { reviewsSectionData, suggestionNotice } from "../../lib/page-data/reviews-data.server.ts";
import { parentReportsData } from "./parent-reports-data.server.ts";

/** A listing id from the address: a positive whole number, else a 404. */
export function listingIdParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

/** Everything the listing page shows; redirects (301) to the preferred URL when `pathname` differs. */
export async function listingPageData(request: Request, context: AppLoadContext, id: number) {
  const detail = await listingById(context, { id });
  if (!detail) {
    // A duplicate an admin merged: its old addresses lead to the listing that stayed.
    const survivor = await mergedInto(context, id);
    const target = survivor === null ? null : await listingById(context, { id: survivor });
    if (target) throw redirect(target.preferredUrl, 301);
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  const { listing, preferredUrl } = detail;
  if (preferredUrl !== "/" && preferredUrl !== url.pathname) {
    // A /listing/{id} preferred URL means no pretty one can be built: show the page there.
    if (!(preferredUrl.startsWith("/listing/") && url.pathname.startsWith("/listing"))) {
      throw redirect(`${preferredUrl}${url.search}`, 301);
    }
  }
  const tools = pageTools(request, context);
  const point =
    listing.latitude !== null && listing.longitude !== null ? { lat: listing.latitude, lng: listing.longitude } : null;
  const [reviews, nearby, locations, parentReports] = await Promise.all([
    reviewsSectionData(request, context, listing),
    point ? nearbyListings(context, { point, excludeId: listing.id, limit: 6, maxMiles: 100 }) : Promise.resolve([]),
    otherLocations(context, { npi: listing.npi, excludeId: listing.id }),
    parentReportsData(request, context, listing),
  ]);
  const builder = listingSeo(listing, tools.origin, reviews.page === 1 ? reviews.reviews : []);
  const state = stateByCode(listing.state);
  const seo = pageSeo(tools, {
    title: `${tools.t("listing.metaTitle", { name: listing.name, city: listing.city, state: listing.state })} | ABA Atlas`,
    description: builder.description,
    pathname: preferredUrl === "/" ? url.pathname : preferredUrl,
    seo: builder,
  });
  const verifiedStale =
    listing.lastVerifiedAt !== null &&
    Date.now() - Date.parse(`${listing.lastVerifiedAt}T00:00:00Z`) > LAST_VERIFIED_STALE_AFTER_DAYS * 86_400_000;
  return {
    seo,
    listing,
    verifiedStale,
    stateName: state?.name ?? listing.state,
    // Breadcrumb links, built here so the page's JavaScript needs no table of states.
    stateHref: state ? `/${stateSlug(state)}` : null,
    cityHref: state && slugify(listing.city) ? `/${stateSlug(state)}/${slugify(listing.city)}` : null,
    reviews,
    suggestionNotice: suggestionNotice(request),
    nearby: nearby.map(toCard),
    otherLocations: locations,
    parentReports,
  };
}
