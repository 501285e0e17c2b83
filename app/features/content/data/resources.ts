import type { ContentSection, PageMeta, SourceRef } from "./types.ts";

export interface ChecklistItem {
  question: string;
  /** Why it matters / what a good answer sounds like (rich text). */
  why: string;
}

/** /resources: ABA basics, credentials, intensity, criticism, a printable checklist, coverage. */
export interface ResourcesContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  /** ISO date shown as "Last reviewed". */
  lastReviewed: string;
  disclaimer: string;
  /** Sections before the checklist. */
  sectionsBefore: ContentSection[];
  checklist: {
    id: string;
    title: string;
    intro: string;
    items: ChecklistItem[];
    /** Heading printed above the blank note lines. */
    notesLabel: string;
    /** Title printed on the checklist when it is printed alone. */
    printTitle: string;
    sources: SourceRef[];
  };
  /** Sections after the checklist. */
  sectionsAfter: ContentSection[];
  related: { heading: string; links: { href: string; label: string; text: string }[] };
}
