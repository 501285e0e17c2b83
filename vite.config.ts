import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { ISLAND_ENTRIES } from "./app/islands/entries.ts";
import { islands } from "./scripts/vite-islands.ts";
import { noStartupStacks } from "./scripts/vite-startup-stacks.ts";

export default defineConfig({
  plugins: [noStartupStacks(), tailwindcss(), reactRouter(), islands(ISLAND_ENTRIES)],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  envDir: false,
});
