/**
 * Spec section 2: lowercase, non-alphanumeric characters removed, spaces become hyphens,
 * repeated hyphens collapsed. Accents are folded first so 'Peñasco' keeps its letters.
 */
export function slugify(value: string): string {
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
