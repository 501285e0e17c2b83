import urls from "virtual:aba-islands";
import type { IslandName } from "~/islands/entries.ts";

/** Where each island's script is served (built with the client, scripts/vite-islands.ts). */
export const islandScripts = urls as Record<IslandName, string>;
