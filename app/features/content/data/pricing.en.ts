import type { PricingContent } from "./pricing.ts";

export const pricingEn: PricingContent = {
  meta: {
    title: "Pricing plans for ABA providers",
    description:
      "Listing plans for ABA providers on ABA Atlas, from a free Basic listing to Featured placement, and job posting packs. What each plan changes, in plain words.",
  },
  eyebrow: "For providers",
  heading: "Plans and pricing",
  lead: "Every ABA provider can be listed for free. Paid plans move your listing up in the default order and label it clearly as paid placement. Families always search for free.",
  plansHeading: "Listing plans",
  priceLabel: "Price:",
  plans: {
    basic: {
      summary: "A complete listing at no cost.",
      features: [
        "Your practice in search results, on the map and on state and city pages",
        "Address, phone, website, hours, services and accepted insurance",
        "Reviews from families, and public responses from you",
        "Listed after paid plans in the default order",
      ],
      cta: "Add a free listing",
    },
    premium: {
      summary: "Move up in the default order, with a Premium badge.",
      features: [
        "Listed above Basic listings in the default order",
        "Premium badge on your card",
        "The start of your description shown on your card",
        "Premium marker colour on the map",
      ],
      cta: "Choose Premium",
    },
    "premium-local": {
      summary: "Premium placement and badge.",
      features: [
        "Same placement group as Premium: above Basic listings",
        "Premium badge on your card",
        "The start of your description shown on your card",
        "Premium marker colour on the map",
      ],
      cta: "Choose Premium Local",
    },
    "premium-state": {
      summary: "The highest Premium placement.",
      features: [
        "Listed above Premium, Premium Local and Basic listings in the default order",
        "Premium badge on your card",
        "The start of your description shown on your card",
        "Its own marker colour on the map",
      ],
      cta: "Choose Premium State",
    },
    featured: {
      summary: "Top of the default order, with a Featured badge.",
      features: [
        "Listed first in the default order, above every other plan",
        "Featured badge and a thicker red border on your card",
        "The start of your description shown on your card",
        "Eligible for the featured providers section of the home page",
        "Featured marker colour on the map",
      ],
      cta: "Choose Featured",
    },
  },
  placementHeading: "How placement works",
  placement: [
    "In the default order of listings, paid plans come first: Featured, then Premium State, then Premium City (a placement level we do not sell on this page), then Premium and Premium Local, then Basic. Within each group, listings are sorted by name. Premium and Premium Local currently receive the same placement and badge.",
    "Paid placement is always labelled: Featured and Premium listings carry a badge on their cards, so families can tell them apart. When a family sorts by distance, rating or name, that order wins, whatever the plan, and no plan changes reviews or ratings. [More about how the directory works](/about#paid-placement).",
  ],
  ownersHeading: "Already listed?",
  ownersText:
    "If your practice is already in the directory, claim the listing to manage it. After claiming, you can change plans from My Listings.",
  addListing: "Add your listing",
  claimListing: "Claim your listing",
  jobsHeading: "Job posting packs",
  jobsLead:
    "Hiring BCBAs, RBTs or office staff? Post openings on the ABA Atlas job board. Postings are bought in packs for a listing you manage, separately from your listing plan.",
  jobPacks: {
    single: { postings: "1 job posting", note: "For a single opening." },
    pack_10: { postings: "10 job postings", note: "For practices that hire regularly." },
    pack_25: { postings: "25 job postings", note: "For multi-site organizations." },
  },
  perPosting: "{price} per posting",
  oneTime: "one-time price",
  jobsHowTo: "Buy a pack from My Listings, for a listing you manage.",
  faqHeading: "Questions about plans",
  faq: [
    {
      question: "How do I pay?",
      answer:
        "By card, through our payment processor, Stripe. Card numbers go straight to Stripe; ABA Atlas never sees or stores your full card number.",
    },
    {
      question: "Can a paid plan hide bad reviews?",
      answer:
        "No. Plans change placement and how your card looks, never reviews or ratings. Reviews are only removed when they break our [review rules](/terms-conditions#reviews).",
    },
    {
      question: "What happens if I stop paying?",
      answer: "Your listing is not deleted: it returns to the free Basic plan, with its reviews and details kept.",
    },
    {
      question: "Does a paid plan mean ABA Atlas recommends my practice?",
      answer:
        "No, and we say so to families. Paid placement is labelled, and our guides tell families to check credentials and coverage for every provider.",
    },
  ],
  priceNote: "Prices are in US dollars. Listing plans are billed monthly; job packs are paid once.",
};
