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
