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

/**
 * The islands every hydrated page loads from the app (root.tsx): the hearts, Compare and the tray
 * (with its toasts), and the footer's newsletter signup are on those pages too, and have one client
 * implementation (ADR 0016).
 */
export const HYDRATED_ISLANDS = ["saved", "newsletter"] as const satisfies readonly IslandName[];

/**
 * Dispatched on document by the saved island after it changed the favorites or the tray: the
 * hydrated app loads its data again (root.tsx), so a page React renders next shows the new state.
 */
export const SAVED_CHANGED_EVENT = "aba:saved-changed";
