import type { Locale } from "@domain/i18n/locale.ts";
import type { PageMessages } from "@domain/i18n/translator.ts";
import type { MapSource, MapTiles } from "./map-source.ts";

/**
 * What the map island (app/islands/map.ts) needs to draw a script-free page's map, written into
 * the page beside the map as JSON (the page has no React on the client to hand it over).
 */
export interface MapIslandConfig {
  locale: Locale;
  /** The map's own texts (the `map.` keys of the page's messages). */
  messages: PageMessages;
  tiles: MapTiles;
  source: MapSource;
  /** Whether the providers on the map are also listed under it. */
  list: boolean;
}

export const MAP_CONFIG_SELECTOR = "script[data-map-config]";

/** Dispatched on a map's region (data-map-island) with a new MapIslandConfig: the page's filters changed. */
export const MAP_UPDATE_EVENT = "atlas:map-update";
