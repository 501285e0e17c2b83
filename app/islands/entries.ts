/**
 * The islands (ADR 0016): small scripts that a page without React's client (handle.scripts =
 * false) loads after its first paint for the few parts that need JavaScript. Each is built as an
 * entry of its own (scripts/vite-islands.ts); a route names the ones it needs in handle.islands.
 */
export const ISLAND_ENTRIES = {
  map: "app/islands/map.ts",
  saved: "app/islands/saved.ts",
  results: "app/islands/results.ts",
  tour: "app/islands/tour.ts",
  newsletter: "app/islands/newsletter.ts",
} as const;

export type IslandName = keyof typeof ISLAND_ENTRIES;

export const ISLAND_TEXTS_SELECTOR = "script[data-island-texts]";
