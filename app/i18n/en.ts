/** English interface text. Every key here must exist in es.ts (the type checker enforces it). */
export const en = {
  "site.name": "ABA Atlas",
  "site.tagline": "Find ABA autism therapy providers near you",
  "site.description":
    "Search ABA (applied behavior analysis) autism therapy providers across the United States by zip code, city, service and insurance.",
  "common.loading": "Loading…",
  "common.skipToContent": "Skip to main content",
  "home.heroTitle": "Find ABA therapy providers near you",
  "home.heroSubtitle": "Search by zip code, city or center name, then narrow by service, insurance and distance.",
  "home.searchLabel": "Search providers",
  "home.searchPlaceholder": "Enter zipcode, city, or center name",
  "home.searchButton": "Search",
  "home.nationwideHeading": "Nationwide ABA Therapy Centers",
  "home.liveCoverage": "Live Coverage",
  "home.providerCount": "{count} providers in {states} states and DC",
  "notFound.title": "404 Page Not Found",
  "notFound.text": "Did you forget to add the page to the router?",
  "notFound.home": "Go to the home page",
  "error.title": "Something went wrong",
  "error.text": "We could not show this page. Please try again in a moment.",
  "footer.demoData": "The providers shown are fictional demo data, not real businesses.",
  "health.title": "System health",
} as const;

export type MessageKey = keyof typeof en;
