import type { ContentSection, PageMeta } from "./types.ts";

/** /privacy-policy and /terms-conditions. */
export interface LegalContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  /** ISO date shown as "Effective date". */
  effectiveDate: string;
  sections: ContentSection[];
}
