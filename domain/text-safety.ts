/**
 * Characters no text field may hold: NUL (PostgreSQL cannot store it in text) and lone UTF-16
 * surrogates (no character at all; they turn into U+FFFD on the way to the database).
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNUSABLE = /[\u0000\uD800-\uDFFF]/u;

/** Whether a string holds a character no field may hold (see UNUSABLE). */
export function hasUnusableCharacters(value: string): boolean {
  return UNUSABLE.test(value);
}

/**
 * The first `max` characters of a text, counted in code points, so a cut never splits an emoji
 * (a lone half of a surrogate pair cannot be encoded as UTF-8 or in a URI).
 */
export function firstCharacters(value: string, max: number): string {
  if (value.length <= max) return value;
  return Array.from(value).slice(0, max).join("");
}
