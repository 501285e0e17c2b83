/**
 * Search-engine metadata (title, description, Open Graph, JSON-LD) for listing, state, search
 * and home pages: GET /api/seo/meta, and the page loaders that render it into the first HTML.
 */
import type { z } from "zod";
import type { UseCaseContext } from "../use-case.ts";
import { shortenDescription } from "@domain/format.ts";
import { formatPhone } from "@domain/phone.ts";
import { normalizeSearchText } from "@domain/search-query.ts";
import { stateByCode, stateSlug, type UsState } from "@domain/states.ts";
import { breadcrumbList, itemList, jsonLd } from "@domain/structured-data.ts";
import { tierRank } from "@domain/tiers.ts";
import { listingById } from "./listing-by-id.server.ts";
import type { ListingApi } from "../../domain/listing-schema.ts";
import { numberParam, paramsObject, paramsParser, textParam } from "../../domain/query-params.ts";
import { searchListings } from "./search.server.ts";
import { stateParam } from "../../domain/search-params.ts";
import { SITE_NAME } from "@domain/site.ts";
import { DEFAULT_OG_IMAGE_PATH } from "@domain/site.ts";
import { seoText } from "./seo-text.ts";

export interface SeoMeta {
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  ogUrl: string;
  /** A JSON-LD object ("@context" + "@graph" when it holds several things). */
  structuredData: Record<string, unknown>;
}

export const seoParamDefs = {
  url: textParam("url", {
    maxLength: 2000,
    example: "/texas",
    description: "The page's current address (path or absolute URL on this site); used for ogUrl.",
  }),
  listingId: numberParam("listingId", {
    min: 1,
    max: 2_147_483_647,
    integer: true,
    example: "42",
    description: "A listing's id: listing page metadata.",
  }),
  state: stateParam("state", "A state (code, name or slug): state page metadata."),
  query: textParam("query", {
    maxLength: 50,
    normalize: normalizeSearchText,
    example: "78701",
    description: "Search text: search page metadata.",
  }),
  location: textParam("location", {
    maxLength: 100,
    example: "Austin, TX",
    description: "A place name shown in search page metadata.",
  }),
};

const seoSchema = paramsObject(seoParamDefs);
export type SeoParams = z.output<typeof seoSchema>;

export const parseSeoParams = paramsParser(seoParamDefs, seoSchema);

/** An absolute URL on this site. Foreign origins are never echoed: only their path is kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    const u = new URL(pathOrUrl, origin);
    return new URL(`${u.pathname}${u.search}`, origin).toString();
  } catch {
    return new URL("/", origin).toString();
  }
}

/** Spec section 9: featured $$$$, the premium family $$$, basic $$. */
function priceRange(tier: string): string {
  return tier === "featured" ? "$$$$" : tierRank(tier) > 1 ? "$$$" : "$$";
}

const keywords = (...extra: string[]) => [...extra.filter(Boolean), ...seoText.baseKeywords].join(", ");

function meta(o: Omit<SeoMeta, "ogTitle" | "ogDescription">): SeoMeta {
  return { ...o, ogTitle: o.title, ogDescription: o.description };
}

/** A review as JSON-LD names it (published reviews only, from the listing page's first page). */
export interface SeoReview {
  rating: number;
  comment: string | null;
  name: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * A listing page: MedicalBusiness JSON-LD; aggregateRating and the shown reviews only when it has
 * real (published) reviews.
 */
export function listingSeo(listing: ListingApi, origin: string, reviews: readonly SeoReview[] = []): SeoMeta {
  const state = stateByCode(listing.state);
  const stateName = state?.name ?? listing.state;
  const url = absoluteUrl(origin, listing.url);
  const images = listing.images.map((i) => absoluteUrl(origin, i));
  const description = listing.description
    ? shortenDescription(listing.description, 160)
    : seoText.listingDescription(listing.name, listing.city, listing.state, listing.services);
  const data: Record<string, unknown> = {
    "@type": "MedicalBusiness",
    "@id": url,
    name: listing.name,
    description,
    url,
    image: images.length ? images : [absoluteUrl(origin, DEFAULT_OG_IMAGE_PATH)],
    address: {
      "@type": "PostalAddress",
      ...(listing.address ? { streetAddress: listing.address } : {}),
      addressLocality: listing.city,
      addressRegion: listing.state,
      ...(listing.zipCode ? { postalCode: listing.zipCode } : {}),
      addressCountry: "US",
    },
    // A price level is the site's guess from the tier (spec 9); a registry listing states only
    // what the NPI registry says, and the registry says nothing about prices.
    ...(listing.npi ? {} : { priceRange: priceRange(listing.tier) }),
    areaServed: { "@type": "State", name: stateName },
  };
  if (listing.latitude !== null && listing.longitude !== null) {
    data.geo = { "@type": "GeoCoordinates", latitude: listing.latitude, longitude: listing.longitude };
  }
  if (listing.phone) data.telephone = formatPhone(listing.phone);
  if (listing.email) data.email = listing.email;
  if (listing.website) data.sameAs = [listing.website];
  if (listing.services.length) data.knowsAbout = listing.services;
  // Spec 9 defaulted the review count to 1; a rating without real reviews would misinform
  // search engines, so it is left out until the listing has reviews.
  if (listing.reviewCount > 0) {
    data.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: listing.averageRating,
      reviewCount: listing.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
    if (reviews.length) {
      data.review = reviews.map((r) => ({
        "@type": "Review",
        reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        author: { "@type": "Person", name: r.name ?? "Anonymous" },
        datePublished: r.createdAt.slice(0, 10),
        ...(r.comment ? { reviewBody: r.comment } : {}),
      }));
    }
  }
  return meta({
    title: seoText.listingTitle(listing.name, listing.city, listing.state),
    description,
    keywords: keywords(listing.name, `ABA therapy ${listing.city}`, `ABA therapy ${stateName}`, ...listing.services),
    ogImage: images[0] ?? absoluteUrl(origin, DEFAULT_OG_IMAGE_PATH),
    ogUrl: url,
    structuredData: jsonLd(data),
  });
}

/** A state page: an ItemList of its first providers and a BreadcrumbList. */
export function stateSeo(state: UsState, count: number, top: readonly ListingApi[], origin: string): SeoMeta {
  const url = absoluteUrl(origin, `/${stateSlug(state)}`);
  return meta({
    title: seoText.stateTitle(state.name),
    description: seoText.stateDescription(state.name, count),
    keywords: keywords(`ABA therapy ${state.name}`, `autism therapy ${state.name}`),
    ogImage: absoluteUrl(origin, DEFAULT_OG_IMAGE_PATH),
    ogUrl: url,
    structuredData: jsonLd(
      itemList(
        seoText.stateListName(state.name),
        count,
        top.map((l) => ({ url: absoluteUrl(origin, l.url), name: l.name })),
      ),
      breadcrumbList([
        { name: seoText.home, url: absoluteUrl(origin, "/") },
        { name: state.name, url },
      ]),
    ),
  });
}

/** `name` replaces the "near {what}" name (a search by a center's name is not a place). */
export function searchSeo(what: string, origin: string, pageUrl: string, name?: string): SeoMeta {
  const url = absoluteUrl(origin, pageUrl);
  const title = name ?? seoText.searchTitle(what);
  return meta({
    title,
    description: seoText.searchDescription(what),
    keywords: keywords(`ABA therapy ${what}`),
    ogImage: absoluteUrl(origin, DEFAULT_OG_IMAGE_PATH),
    ogUrl: url,
    structuredData: jsonLd({ "@type": "SearchResultsPage", name: title, url }),
  });
}

export function homeSeo(origin: string): SeoMeta {
  const url = absoluteUrl(origin, "/");
  return meta({
    title: seoText.homeTitle,
    description: seoText.homeDescription,
    keywords: keywords(),
    ogImage: absoluteUrl(origin, DEFAULT_OG_IMAGE_PATH),
    ogUrl: url,
    structuredData: jsonLd({
      "@type": "WebSite",
      name: SITE_NAME,
      url,
      potentialAction: {
        "@type": "SearchAction",
        target: `${absoluteUrl(origin, "/search")}?query={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    }),
  });
}

/** Metadata for the page described by the parameters; null when the listing does not exist. */
export async function seoForPage(
  services: UseCaseContext<"database">,
  { origin, ...p }: SeoParams & { origin: string },
): Promise<SeoMeta | null> {
  if (p.listingId !== undefined) {
    const detail = await listingById(services, { id: p.listingId });
    return detail ? listingSeo(detail.listing, origin) : null;
  }
  const state = p.state ? stateByCode(p.state) : undefined;
  if (state && !p.query && !p.location) {
    const result = await searchListings(services, { state: state.code, statePage: true, pageSize: 10 });
    return stateSeo(state, result.total, result.listings, origin);
  }
  const what = p.location ?? p.query;
  if (what) {
    const fallback = `/search?${new URLSearchParams({ ...(p.query ? { query: p.query } : {}), ...(state ? { state: state.code } : {}) })}`;
    return searchSeo(state ? `${what}, ${state.code}` : what, origin, p.url ?? fallback);
  }
  return homeSeo(origin);
}
