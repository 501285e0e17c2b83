import type { MessageKey } from "@domain/i18n/catalog.ts";

/**
 * The islands (ADR 0016): small scripts that a page without React's client (handle.scripts =
 * false) loads after its first paint for the few parts that need JavaScript. Each is built as an
 * entry of its own (scripts/vite-islands.ts); a route names the ones it needs in handle.islands.
 */
export const ISLAND_ENTRIES = {
  map: "app/islands/map.ts",
  saved: "app/islands/saved.ts",
  results: "app/islands/results.ts",
} as const;

export type IslandName = keyof typeof ISLAND_ENTRIES;

/** The texts an island shows, written into the page for it (root.tsx); the map's travel with its box. */
export const ISLAND_MESSAGES: Record<IslandName, readonly MessageKey[]> = {
  map: [],
  saved: ["saved.added", "saved.removed", "saved.compareLimitTitle", "saved.compareFull", "common.close"],
  results: [
    "state.loading",
    "filters.distanceAny",
    "filters.distanceAll",
    "filters.within.one",
    "filters.within.other",
    "common.close",
    "nearMe.found",
    "nearMe.notAvailable",
    "nearMe.error",
    "nearMe.unsupported",
    "nearMe.permissionDenied",
    "nearMe.errorPrefix",
    "nearMe.errorDenied",
    "nearMe.errorUnavailable",
    "nearMe.errorTimeout",
    "nearMe.errorDefault",
  ],
};

export const ISLAND_TEXTS_SELECTOR = "script[data-island-texts]";
