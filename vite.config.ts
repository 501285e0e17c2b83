import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { noStartupStacks } from "./scripts/vite-startup-stacks.ts";

export default defineConfig({
  plugins: [noStartupStacks(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  envDir: false,
});
