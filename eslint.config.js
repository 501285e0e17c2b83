import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ["error", { patterns }];

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "scratch/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  // Import boundaries (docs/decisions/0003-layout.md): domain is pure; the browser-side UI
  // never reaches the database or server internals; the server never imports UI.
  {
    files: ["domain/**"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["~/*", "@server/*", "@db/*", "../app/*", "../server/*", "../db/*"], message: "domain/ holds pure rules: no app, server or db imports." },
        { group: ["node:*", "react", "react-*"], message: "domain/ runs in the browser and the server alike." },
      ]),
    },
  },
  {
    files: ["app/components/**", "app/lib/**", "app/i18n/**"],
    ignores: ["**/*.server.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      // Type-only imports are erased from the bundle, so shared shapes are declared once.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*", "@db/*", "../server/*", "../db/*", "node:*"],
              allowTypeImports: true,
              message: "UI code runs in the browser: reach data through loaders, actions or the API.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**", "db/**"],
    rules: {
      "no-restricted-imports": restrict([{ group: ["~/*", "../app/*", "../../app/*"], message: "Server code must not import UI modules." }]),
    },
  },
  {
    files: ["scripts/**", "db/cli/**", "bench/**", "server/main.ts", "server/dev.ts", "db/seed/first-start.ts"],
    rules: { "no-console": "off" },
  },
);
