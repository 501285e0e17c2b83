import type { AboutContent } from "./about.ts";

export const aboutEn: AboutContent = {
  meta: {
    title: "About ABA Atlas",
    description:
      "What ABA Atlas is for, how provider listings get here, how paid plans affect the order of results, how reviews are moderated and how to reach us.",
  },
  eyebrow: "About us",
  heading: "About ABA Atlas",
  lead: "ABA Atlas is a free directory that helps parents, caregivers and advocates in the United States find applied behavior analysis (ABA) providers for autistic children and adults, in English and Spanish.",
  sections: [
    {
      id: "what-we-do",
      title: "What the site is for",
      blocks: [
        {
          type: "p",
          text: "Finding a provider usually means comparing many practices at once: where they are, which services they offer, which insurance they take and whether they have room for new clients. ABA Atlas puts that information in one place, so you can search by zip code, city, state, center name, service, insurance and distance, on a map or in a list.",
        },
        {
          type: "p",
          text: "Searching is free for families and always will be. You do not need an account to search, read listings or use the guides.",
        },
        {
          type: "p",
          text: "Alongside the directory we publish plain-language guides: [what ABA is and how to choose a provider](/resources), [ways to pay for therapy](/autism-financial-aid) and [sensory products with safety notes](/autism-sensory-products). Each guide names its sources and shows when it was last reviewed.",
        },
        {
          type: "note",
          text: "ABA Atlas does not provide therapy, diagnosis or medical advice, and a listing here is not a recommendation. Always check a clinician's credentials and your coverage yourself; our [resources page](/resources#credentials) explains how.",
        },
      ],
    },
    {
      id: "listings",
      title: "How listings get here",
      blocks: [
        { type: "p", text: "A provider can appear on ABA Atlas in two ways:" },
        {
          type: "ul",
          items: [
            "**The provider adds it.** A practice owner creates a listing with its address, contact details, services, hours and accepted insurance. Basic listings are free.",
            "**The owner claims it.** When a practice is already listed, its owner can claim the listing and then keep it up to date from their account.",
          ],
        },
        {
          type: "p",
          text: "Providers who visit homes or offer telehealth can say where they serve (a distance from their office, zip codes, counties or states), so a search from a place they serve finds them. Zip codes' places and counties come from [GeoNames](https://www.geonames.org/) (Creative Commons Attribution 4.0).",
        },
        {
          type: "p",
          text: "Owners are responsible for what their listings say. We do not inspect practices or confirm every detail, so details such as hours, insurance and openings can change before a listing is updated. Call the provider to confirm before you make plans.",
        },
        {
          type: "p",
          text: "Whether a provider is taking new clients, and which insurance it accepts, count as current only for a set time after they were last confirmed; after that the listing says when they were last confirmed instead. [How up to date our listings are](/freshness) shows, for the whole country and each state, how many listings are current today.",
        },
        {
          type: "p",
          text: "If you see something wrong, such as a closed practice, a wrong phone number or a listing that is not an ABA provider, please [tell us](/contact) and we will look into it.",
        },
      ],
    },
    {
      id: "paid-placement",
      title: "How paid plans affect the order of results",
      blocks: [
        {
          type: "p",
          text: "ABA Atlas is paid for by providers, not by families. Providers can keep a free Basic listing or pay for a plan ([see pricing](/pricing)). Here is exactly what a paid plan changes:",
        },
        {
          type: "ul",
          items: [
            "**Order.** In the default order of listings, paid plans come first: Featured, then Premium State, then Premium City, then Premium and Premium Local, then Basic. Listings in the same group are sorted by name.",
            "**A visible label.** Paid listings carry a **Featured** or **Premium** badge on their cards wherever listings appear, including search results, so you can always tell paid placement apart. Basic listings have no badge. On the map, each plan has its own marker colour.",
            "**More on the card.** Featured and Premium cards show the start of the provider's description; Featured cards also have a thicker red border.",
          ],
        },
        {
          type: "p",
          text: "What a paid plan does **not** change: if you sort results by distance, rating or name, that order is used, whatever the plan. Paying never changes a provider's reviews or average rating, and it does not buy a recommendation from us.",
        },
      ],
    },
    {
      id: "reviews",
      title: "How reviews are moderated",
      blocks: [
        {
          type: "p",
          text: "Reviews are written by visitors about their own experience with a provider. Each review has a star rating, and the average shown on a listing is calculated from all published reviews. Providers can post a public response to a review.",
        },
        {
          type: "ul",
          items: [
            "Anyone can report a review that breaks our rules, for example one that is fake, abusive, off topic or that shares someone's private health information. Reports go to our moderators.",
            "Moderators decide on each report and can remove a review that breaks the rules. We do not remove reviews because they are negative, and we do not let providers pay to hide or edit reviews.",
            "Please do not include a child's full name, diagnosis details or other private information in a review.",
          ],
        },
        {
          type: "p",
          text: "The full rules are in our [terms of use](/terms-conditions#reviews).",
        },
      ],
    },
    {
      id: "our-guides",
      title: "Where our information comes from",
      blocks: [
        {
          type: "p",
          text: "Our guides are written in our own words from public sources: government agencies such as CMS, TRICARE, HealthCare.gov and the IRS, the Behavior Analyst Certification Board, peer-reviewed research, and, where nothing better exists, reports by providers, advocates and journalists. We link to each source next to the claim it supports and mark where a source is an opinion or a provider's own view.",
        },
        {
          type: "p",
          text: "Programs, limits and laws change. Each guide shows the date it was last reviewed; if you find something out of date, please [let us know](/contact).",
        },
      ],
    },
    {
      id: "contact",
      title: "How to reach us",
      blocks: [
        {
          type: "p",
          text: "Write to us {contactUs}. We typically respond within 24 hours.",
        },
        {
          type: "p",
          text: "Provider owners can [add a listing](/add-listing), [claim an existing one](/claim-listing) or compare [plans and prices](/pricing).",
        },
      ],
    },
  ],
  links: { search: "Search providers", pricing: "See plans and prices", contact: "Contact us" },
};
