import type { MarkerGroup } from "@domain/map.ts";
import type { MessageKey } from "~/i18n/index.tsx";

/** Each tier's name in the map's key and in a paid pin's accessible name (the "map" namespace). */
export const MARKER_LEGEND_KEYS: Record<MarkerGroup, MessageKey> = {
  featured: "map.legend.featured",
  "premium-state": "map.legend.premiumState",
  "premium-city": "map.legend.premiumCity",
  premium: "map.legend.premium",
  basic: "map.legend.basic",
};
