/**
 * English texts of the search-engine metadata, in one place (pages may localise them later by
 * swapping this table).
 */
import { SITE_NAME } from "@domain/site.ts";

export const seoText = {
  homeTitle: `${SITE_NAME} — Find ABA therapy providers near you`,
  homeDescription:
    "Search ABA (applied behavior analysis) autism therapy providers across the United States by zip code, city, service and insurance.",
  baseKeywords: ["ABA therapy", "applied behavior analysis", "autism therapy", "autism services", "BCBA"],
  listingTitle: (name: string, city: string, state: string) =>
    `${name} — ABA therapy in ${city}, ${state} | ${SITE_NAME}`,
  listingDescription: (name: string, city: string, state: string, services: string[]) =>
    `${name} provides ABA therapy in ${city}, ${state}${services.length ? `: ${services.slice(0, 4).join(", ")}` : ""}. See insurance accepted, ratings, hours and contact details.`,
  stateTitle: (state: string) => `${state} ABA Therapy Centers | ${SITE_NAME}`,
  stateDescription: (state: string, count: number) =>
    `Showing ${count} qualified ABA therapy providers in ${state}. Compare services, insurance accepted, ratings and distance.`,
  stateListName: (state: string) => `ABA therapy providers in ${state}`,
  searchTitle: (what: string) => `ABA therapy providers near ${what} | ${SITE_NAME}`,
  searchDescription: (what: string) =>
    `ABA therapy providers near ${what}: compare services, insurance accepted, ratings and distance, then contact a provider.`,
  home: "Home",
} as const;
