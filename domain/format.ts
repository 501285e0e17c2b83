/** Small display rules of spec section 5 and the listing card, shared by server and browser. */

const DEFAULT_DESCRIPTION_LENGTH = 150;
export const CARD_DESCRIPTION_LENGTH = 120;
const ELLIPSIS = "…";

/**
 * Shortens text to at most `max` characters plus an ellipsis. It cuts at the last space when
 * that keeps most of the text, so words are not chopped in half.
 */
export function shortenDescription(text: string | null | undefined, max = DEFAULT_DESCRIPTION_LENGTH): string {
  const value = (text ?? "").trim();
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const space = cut.lastIndexOf(" ");
  const head = space >= max * 0.6 ? cut.slice(0, space) : cut;
  return `${head.replace(/[\s,;:.\-–—]+$/, "")}${ELLIPSIS}`;
}

/** Average of ratings with one decimal; 0 for an empty list (spec section 5). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  // sum * 10 / n keeps exact halves exact (89 / 20 = 4.45 rounds to 4.5, as SQL's round does).
  return Math.round((sum * 10) / ratings.length) / 10;
}

/**
 * The X of "Open until X": the part of openingHours after the dash ('8:00 AM-6:00 PM' gives
 * '6:00 PM'). The last dash counts, so 'Mon-Fri 8:00 AM-6:00 PM' also gives '6:00 PM'.
 * Null when there is none; the card then says "Hours vary".
 */
export function closingTime(openingHours: string | null | undefined): string | null {
  if (!openingHours) return null;
  const parts = openingHours.split(/[-–—]/);
  if (parts.length < 2) return null;
  const closing = parts[parts.length - 1]?.trim();
  return closing ? closing : null;
}
