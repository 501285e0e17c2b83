import type { JOB_PACKS, TIER_PRICES } from "@domain/tiers.ts";
import type { PageMeta } from "./types.ts";

export type PricedTier = keyof typeof TIER_PRICES;
export type JobPackId = (typeof JOB_PACKS)[number]["id"];

export interface PlanCopy {
  /** One line under the plan name. */
  summary: string;
  /** What the plan changes, as short points (no features that do not exist). */
  features: string[];
  /** Button label. */
  cta: string;
}

/** /pricing: the listing plans and job packs; the amounts come from domain/tiers.ts. */
export interface PricingContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  plansHeading: string;
  plans: Record<PricedTier, PlanCopy>;
  /** Read by screen readers before the amount ("Price:"). */
  priceLabel: string;
  placementHeading: string;
  /** Rich text paragraphs about ordering and labels. */
  placement: string[];
  ownersHeading: string;
  ownersText: string;
  addListing: string;
  claimListing: string;
  jobsHeading: string;
  jobsLead: string;
  jobPacks: Record<JobPackId, { postings: string; note: string }>;
  /** "{price} per posting" */
  perPosting: string;
  oneTime: string;
  jobsHowTo: string;
  faqHeading: string;
  faq: { question: string; answer: string }[];
  priceNote: string;
}
