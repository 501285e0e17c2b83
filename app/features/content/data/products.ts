import type { PageMeta, SourceRef } from "./types.ts";

export type ProductAgeBand = "under-3" | "3-5" | "6-12" | "13-plus";
export type ProductSortKey = "featured" | "price-asc" | "price-desc" | "name";

export interface SafetyNote {
  title: string;
  points: string[];
  sources: SourceRef[];
}

/** /autism-sensory-products: page text, filter labels and safety notes per category. */
export interface ProductsContent {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  lastReviewed: string;
  disclosureTitle: string;
  disclosure: string;
  filters: {
    heading: string;
    category: string;
    allCategories: string;
    age: string;
    anyAge: string;
    ageBands: Record<ProductAgeBand, string>;
    sort: string;
    sorts: Record<ProductSortKey, string>;
    apply: string;
    clear: string;
  };
  results: {
    heading: string;
    /** "{shown} of {total} products" */
    count: string;
    countOne: string;
    emptyTitle: string;
    emptyText: string;
    catalogueEmpty: string;
  };
  card: {
    price: string;
    ages: string;
    noPrice: string;
    view: string;
    safetyLink: string;
  };
  /** How stored age ranges are shown: {min} and {max} are replaced. */
  ages: { plus: string; range: string; all: string; teens: string; adults: string };
  safety: {
    heading: string;
    intro: string;
    general: string[];
    /** Keyed by product category (the catalogue's keys, e.g. "weighted-products"). */
    notes: Record<string, SafetyNote>;
    /** Heading of the note shown above the grid when one category is selected. */
    selectedHeading: string;
  };
}
