/**
 * Shapes shared by the long-form pages. Text fields may use two inline marks, rendered by
 * <RichText>: [label](/path or https://…) for links and **words** for emphasis. Nothing else
 * is interpreted (no HTML), so content can never inject markup.
 */

/** A source shown under the claim it supports. */
export interface SourceRef {
  /** Who published it and what it is, e.g. "CMS, Medicaid and CHIP FAQs: Services to Address Autism". */
  name: string;
  url: string;
  /**
   * Publication date as the source shows it: "YYYY", "YYYY-MM" (shown as a localized month and
   * year) or "c. YYYY"; absent when the source is undated.
   */
  date?: string;
  /** The date is an "updated" date rather than a publication date. */
  updated?: boolean;
  /** Who is speaking, when it is not a neutral body: shown after the name, translated. */
  kind?: "provider" | "providers" | "opinion" | "training";
}

export type Block =
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "h3"; text: string }
  | { type: "note"; text: string; tone?: "info" | "warning" }
  | { type: "defs"; items: { term: string; text: string }[] };

export interface ContentSection {
  /** Anchor id, also the table-of-contents target. */
  id: string;
  title: string;
  blocks: Block[];
  sources?: SourceRef[];
}

/** Title and description for <title> and <meta name="description">. */
export interface PageMeta {
  title: string;
  description: string;
}
