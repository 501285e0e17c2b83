import type { ContentSection, PageMeta } from "./types.ts";

/** /about: what the site is for, how listings and paid placement work, reviews, contact. */
export interface AboutContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  sections: ContentSection[];
  /** Call-to-action links at the end. */
  links: { search: string; pricing: string; contact: string };
}
