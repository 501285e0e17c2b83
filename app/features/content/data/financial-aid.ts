import type { Block, PageMeta, SourceRef } from "./types.ts";

export interface AidLink {
  label: string;
  url: string;
}

/** A public program (Medicaid, SSI, ABLE, tax rules). */
export interface AidProgram {
  id: string;
  name: string;
  funds: string;
  qualifies: string;
  /** More points, in order (rich text). */
  details: Block[];
  link: AidLink;
  sources: SourceRef[];
}

/** A private organization that has offered grants to families. */
export interface GrantOrg {
  id: string;
  name: string;
  area: string;
  funds: string;
  qualifies: string;
  limits?: string;
  link: AidLink;
  /** When the information was published, as the sources show it. */
  infoDate: string;
  sources: SourceRef[];
}

/** /autism-financial-aid: public programs and grant organizations. */
export interface FinancialAidContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  lastReviewed: string;
  disclaimer: string;
  labels: {
    funds: string;
    qualifies: string;
    limits: string;
    area: string;
    infoDate: string;
    /** Note on every public program. */
    verifyAgency: string;
    /** Note on every grant organization. */
    verifyOrganization: string;
  };
  publicHeading: string;
  publicIntro: string;
  programs: AidProgram[];
  grantsHeading: string;
  grantsIntro: string;
  grants: GrantOrg[];
  notListed: string;
  tipsHeading: string;
  tips: string[];
}
