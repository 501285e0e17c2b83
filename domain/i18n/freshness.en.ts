/** Texts of the public freshness page (issue 29, /freshness, server/freshness). Spread into en.ts. */
export const freshnessEn = {
  "footer.freshness": "How up to date we are",
  "freshness.metaDescription":
    "How many ABA Atlas listings had their openings and accepted insurance confirmed recently, for the whole country and each state, updated daily.",
  "freshness.eyebrow": "Honest numbers",
  "freshness.title": "How up to date our listings are",
  "freshness.lead":
    "Openings and accepted insurance change. Here is how many listings had them confirmed recently, for the whole country and for each state.",
  "freshness.asOf": "Figures for {date} (UTC), computed once a day from our database.",
  "freshness.notComputed":
    "These figures have not been computed yet. They are worked out once a day, just after midnight UTC: please come back later.",
  "freshness.realTitle": "Listings of real providers",
  "freshness.noReal": "There are no active listings of real providers yet.",
  "freshness.demoTitle": "Demo listings",
  "freshness.demoNote":
    "This site shows made-up demo listings to show how it works. They are counted here, apart, and never in the figures for real providers above.",
  "freshness.realCaption": "Active listings of real providers, and the share confirmed recently, by state",
  "freshness.demoCaption": "Active demo listings, and the share confirmed recently, by state",
  "freshness.col.area": "Area",
  "freshness.col.active": "Active listings",
  "freshness.col.intake": "New clients confirmed in the last {days} days",
  "freshness.col.insurers": "Insurance confirmed in the last {days} days",
  "freshness.nationwide": "United States, all states",
  "freshness.share": "{percent}% ({count})",
  "freshness.methodTitle": "How these figures are made",
  "freshness.method.active":
    "Active listings are the listings shown on the site that day. Hidden, closed and merged listings are not counted.",
  "freshness.method.intake":
    "New clients: a listing counts when whether it is taking new clients, and its waitlist, was confirmed in the last {days} days. After that a listing page no longer shows it as current but says when it was last confirmed.",
  "freshness.method.insurers":
    "Insurance: a listing counts when the insurance it accepts was confirmed in the last {days} days, after which listing pages say when it was last confirmed.",
  "freshness.method.who":
    "Each confirmation is recorded with its date and who made it: the provider's owner (when they save their listing or answer our reminder email), our administrators (by hand or in a listing import), or the owner accepting a correction suggested by a visitor.",
  "freshness.method.registry":
    "The national provider registry (NPPES) gives us names, addresses and credentials, never openings or insurance: registry data never confirms either.",
  "freshness.method.share":
    "A share is the confirmed listings divided by the active listings of that area, rounded to one decimal. Demo listings are counted apart from real ones.",
  "freshness.method.daily":
    "The figures are computed once a day, just after midnight UTC, by one count over every active listing, and the date above is that day.",
  "freshness.method.api": "The same figures as JSON, for anyone to reuse:",
};
