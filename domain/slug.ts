/**
 * Spec section 2: lowercase, non-alphanumeric characters removed, spaces become hyphens,
 * repeated hyphens collapsed. Accents are folded first so 'Peñasco' keeps its letters.
 */
export function slugify(value: string): string {
  return asciiSlug(value) ?? foldedSlug(value);
}

/** The rule for any text: Unicode folding, then the spec's steps one by one. */
function foldedSlug(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * The same rule in one pass for plain ASCII, which NFKD leaves as it is: almost every name and
 * city. Every listing URL in a search answer takes two slugs, and the regular expressions were
 * four times slower. Null when the text has a character beyond ASCII.
 */
function asciiSlug(value: string): string | null {
  let slug = "";
  let gap = false;
  for (let i = 0; i < value.length; i++) {
    let c = value.charCodeAt(i);
    if (c > 0x7f) return null;
    if (c >= 65 && c <= 90) c += 32; // A-Z
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (gap && slug) slug += "-";
      gap = false;
      slug += String.fromCharCode(c);
    } else if (c === 45 || c === 32 || (c >= 9 && c <= 13)) {
      gap = true; // a hyphen or whitespace (\s in ASCII): one hyphen between words, none at the ends
    }
  }
  return slug;
}
