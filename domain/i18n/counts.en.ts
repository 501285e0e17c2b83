/**
 * Texts where a number meets a noun: each is a plural group, `<base>.one` and `<base>.other`
 * (domain/i18n/plural.ts picks the form with the language's rules), plus the honest counts of
 * capped results ("the first 100 of 911"). Spread into en.ts.
 */
export const countsEn = {
  "home.providersIn.one": "{count} provider in {places}",
  "home.providersIn.other": "{count} providers in {places}",
  "home.statesAndDc.one": "{count} state and DC",
  "home.statesAndDc.other": "{count} states and DC",
  "home.showingMatching.one": "Showing {count} matching provider",
  "home.showingMatching.other": "Showing {count} matching providers",
  "home.showingMatchingMore": "Showing at least {count} matching providers",
  "blog.count.one": "{count} article",
  "blog.count.other": "{count} articles",
  "listing.reviewCount.one": "({count} review)",
  "listing.reviewCount.other": "({count} reviews)",
  "listing.waitlistWeeks.one": "Waitlist, about {count} week",
  "listing.waitlistWeeks.other": "Waitlist, about {count} weeks",
  "filters.within.one": "within {count} mile",
  "filters.within.other": "within {count} miles",
  "filters.startWeeks.one": "Within {count} week",
  "filters.startWeeks.other": "Within {count} weeks",
  "filters.ageYears.one": "{count} year",
  "filters.ageYears.other": "{count} years",
  "results.count.one": "{count} provider found",
  "results.count.other": "{count} providers found",
  // Capped results (spec 9 caps) say how many matched; the count is always above the cap here.
  "results.firstOf": "Showing the first {shown} of {count} matching providers",
  "results.firstOfMore": "Showing the first {shown} of at least {count} matching providers",
  "results.nearestOf": "Showing the {shown} nearest of {count} matching providers",
  "results.nearestOfMore": "Showing the {shown} nearest of at least {count} matching providers",
  "results.servingMore.one": "{count} more provider serves this area.",
  "results.servingMore.other": "{count} more providers serve this area.",
  "results.closestNames": "Showing the {shown} names closest to “{query}”",
  "results.seeAllOn": "See every provider in {place}",
  "results.narrowOrState":
    "To see every match, narrow the filters or choose a state: state pages list all their providers.",
  "results.narrowName": "Type more of the name to narrow the list.",
  "map.count.one": "{count} matching provider",
  "map.count.other": "{count} matching providers",
  "map.countMore": "At least {count} matching providers",
  "map.clusterLabel.one": "{count} provider here. Zoom in to see it",
  "map.clusterLabel.other": "{count} providers here. Zoom in to see them",
  "map.sameSpot.one": "{count} provider at this spot",
  "map.sameSpot.other": "{count} providers at this spot",
  "map.listSummary.one": "List of the {count} provider on the map",
  "map.listSummary.other": "List of the {count} providers on the map",
  "state.subtitle.one": "Showing {count} qualified ABA therapy provider in {state}",
  "state.subtitle.other": "Showing {count} qualified ABA therapy providers in {state}",
  "state.metaDescription.one":
    "Showing {count} qualified ABA therapy provider in {state}. Compare services, insurance accepted, ratings and distance.",
  "state.metaDescription.other":
    "Showing {count} qualified ABA therapy providers in {state}. Compare services, insurance accepted, ratings and distance.",
  "state.found.one": "{count} listing found",
  "state.found.other": "{count} listings found",
  // Ages: the noun agrees with the number next to it (the upper end of a range).
  "detail.agesRange.one": "{min} to {max} year",
  "detail.agesRange.other": "{min} to {max} years",
  "detail.agesFrom.one": "{min} year and up",
  "detail.agesFrom.other": "{min} years and up",
  "detail.agesUpTo.one": "Up to {max} year",
  "detail.agesUpTo.other": "Up to {max} years",
} as const;
