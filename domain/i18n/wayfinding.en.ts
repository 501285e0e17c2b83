/** Texts that help a visitor find their way (search titles, the 404 page, the filter box). Spread into en.ts. */
export const wayfindingEn = {
  "search.titleName": "ABA therapy providers matching “{query}”",
  "search.descriptionName":
    "ABA therapy providers whose name matches “{query}”: compare services, insurance accepted, ratings and distance.",
  // Short enough for the 288px sidebar; the label above says what the box takes.
  "filters.searchPlaceholder": "e.g. 78704 or Austin",
  "notFound.searchLabel": "Search providers by zip code, city or center name",
  "notFound.searchButton": "Search",
  "notFound.linksTitle": "Or try one of these pages",
} as const;
