/**
 * Server side of the discovery pages: reading the filters from the address, the search, the
 * filter options, and the metadata for search engines. Loaders stay thin by calling these.
 */
import type { AppLoadContext } from "react-router";
import { DISTANCE_EVERYWHERE, DISTANCE_SLIDER_MAX } from "@domain/distance.ts";
import { activeInsuranceProviders } from "@server/listings/insurance-providers.server.ts";
import type { ListingApi } from "@domain/listing-schema.ts";
import { parseListingSearchParams, searchParamsWithDefaults, type ListingSearchParams } from "@domain/search-params.ts";
import type { SeoMeta } from "@server/listings/seo-meta.server.ts";
import { canonicalUrl } from "~/lib/seo.server.ts";
import { createTranslator, type Translate } from "~/i18n/index.tsx";
import { messagesFor } from "~/i18n/messages.server.ts";
import { localeFromRequest, type Locale } from "@domain/i18n/locale.ts";
import { sliderPosition, type FilterValues } from "~/components/listings/filter-values.ts";
import type { CardListing } from "~/components/listings/listing-card.tsx";
import type { InsuranceOption } from "~/components/listings/types.ts";
import type { PageSeo } from "~/components/listings/seo.ts";

/** Parameters the pages use themselves and the search must not see. */
const PAGE_KEYS = ["show"];

/**
 * The search parameters in the address. A page never fails on a bad address: invalid fields are
 * dropped (a hand-edited ?rating=abc shows unfiltered results rather than an error).
 */
export function readSearch(url: URL, omit: readonly string[] = []): ListingSearchParams {
  const raw = new URLSearchParams(url.search);
  for (const k of [...PAGE_KEYS, ...omit]) raw.delete(k);
  // The slider's last position means "all" (spec 9); without JavaScript it arrives as 150.
  if (raw.get("distance")?.trim() === String(DISTANCE_SLIDER_MAX)) raw.set("distance", String(DISTANCE_EVERYWHERE));
  let parsed = parseListingSearchParams(raw);
  if (!parsed.ok) {
    for (const field of Object.keys(parsed.error.fields)) raw.delete(field);
    if (parsed.error.fields.lat || parsed.error.fields.lng) {
      raw.delete("lat");
      raw.delete("lng");
    }
    parsed = parseListingSearchParams(raw);
  }
  const params = parsed.ok ? parsed.value : searchParamsWithDefaults({});
  // The page decides paging itself; homepage_map and state_page are API switches.
  return { ...params, homepageMap: false, statePage: false, pageSize: undefined };
}

export function filterValues(p: ListingSearchParams): FilterValues {
  return {
    query: p.query ?? "",
    lat: p.location?.lat ?? null,
    lng: p.location?.lng ?? null,
    distance: sliderPosition(p.distance),
    services: p.services,
    state: p.state ?? "",
    insurances: p.insurances,
    tiers: p.tiers,
    rating: p.rating ?? 0,
    accepting: p.accepting,
    startWithin: p.startWithin ?? "",
    age: p.age ?? null,
    settings: p.settings,
    languages: p.languages,
    funding: p.funding,
    providerKind: p.providerKind ?? "",
    sort: p.sort ?? "",
  };
}

/** The fields a card shows: keeps the page's data small. */
export function toCard(l: ListingApi): CardListing {
  return {
    id: l.id,
    name: l.name,
    description: l.tier === "basic" ? null : l.description,
    address: l.address,
    city: l.city,
    state: l.state,
    zipCode: l.zipCode,
    openingHours: l.openingHours,
    tier: l.tier,
    services: l.services,
    images: l.images,
    averageRating: l.averageRating,
    reviewCount: l.reviewCount,
    acceptingNewClients: l.acceptingNewClients,
    waitlistWeeks: l.waitlistWeeks,
    distanceMiles: l.distanceMiles,
    locationPrecision: l.locationPrecision,
    isNearby: l.isNearby,
    ownerVerified: l.ownerVerified,
    servesSearchedPlace: l.servesSearchedPlace,
    providerKind: l.providerKind,
    url: l.url,
  };
}

export async function insuranceOptions(context: AppLoadContext): Promise<InsuranceOption[]> {
  const rows = await activeInsuranceProviders(context);
  return rows.map((r) => ({ name: r.name, displayName: r.displayName }));
}

export interface PageTools {
  locale: Locale;
  t: Translate;
  origin: string;
  canonical: (pathname: string) => string;
}

export function pageTools(request: Request, context: AppLoadContext): PageTools {
  const locale = localeFromRequest(request);
  const origin = new URL(canonicalUrl(context, "/")).origin;
  return {
    locale,
    t: createTranslator(locale, messagesFor(locale)),
    origin,
    canonical: (pathname) => canonicalUrl(context, pathname),
  };
}

/** Page metadata: localized title and description, the builders' image and JSON-LD. */
export function pageSeo(
  tools: PageTools,
  o: { title: string; description: string; pathname: string; seo?: SeoMeta; noindex?: boolean },
): PageSeo {
  const canonical = tools.canonical(o.pathname);
  return {
    title: o.title,
    description: o.description,
    canonical,
    image: o.seo?.ogImage ?? null,
    locale: tools.locale,
    structuredData: o.seo?.structuredData ?? null,
    noindex: o.noindex ?? false,
  };
}
