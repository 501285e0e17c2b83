import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { stacklessReactErrors } from "./scripts/vite-stackless-react-errors.ts";

export default defineConfig({
  plugins: [stacklessReactErrors(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  envDir: false,
});
