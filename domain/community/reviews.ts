/** Review, response and report rules shared by the forms and the server (issue 12). */

export const REVIEW_LIMITS = {
  commentMin: 20,
  commentMax: 2000,
  nameMax: 80,
  emailMax: 254,
  responseMin: 2,
  responseMax: 2000,
  reportDescriptionMax: 1000,
  /** Reviews per page on the listing page. */
  pageSize: 10,
} as const;

export const REPORT_REASONS = [
  "spam",
  "conflict_of_interest",
  "offensive",
  "not_real_experience",
  "private_information",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export type SpamKind = "links" | "repeated";

// A scheme, "www.", or a bare domain with a common top-level domain: reviews are about care, not links.
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|io|info|biz|ru|cn|xyz|top|shop|co)\b)/i;

/**
 * Obvious spam, refused with a clear message: a link, or repeated text (one character ten times
 * in a row, or a comment that is mostly the same few words over and over).
 */
export function spamKind(text: string): SpamKind | null {
  if (LINK.test(text)) return "links";
  if (/(\S)\1{9,}/u.test(text)) return "repeated";
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length >= 12) {
    const distinct = new Set(words).size;
    if (distinct / words.length < 0.3) return "repeated";
  }
  // The same sentence or phrase (5+ words) written three times.
  if (words.length >= 15) {
    const counts = new Map<string, number>();
    for (let i = 0; i + 5 <= words.length; i++) {
      const gram = words.slice(i, i + 5).join(" ");
      const n = (counts.get(gram) ?? 0) + 1;
      if (n >= 3) return "repeated";
      counts.set(gram, n);
    }
  }
  return null;
}

/** Ratings 5 down to 1 with their share of the count, for the distribution bars. */
export function ratingDistribution(
  counts: Readonly<Record<number, number>>,
): Array<{ stars: number; count: number; percent: number }> {
  const total = [1, 2, 3, 4, 5].reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = counts[stars] ?? 0;
    return { stars, count, percent: total ? Math.round((count / total) * 100) : 0 };
  });
}

/** Where a visitor's emailed link leads (it publishes their review). */
export const REVIEW_CONFIRM_PATH = "/reviews/confirm";
