/** Up to two initials of a provider's name ("Aspen Leaps ABA" → "AL"), for the default images. */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = words
    .filter((w) => !/^(of|and|the|for|de|del|la|el|y)$/i.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase());
  return letters.join("") || "?";
}
