import { readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;
// Every folder under app/features is a feature; a new one is sealed off from the others at once.
const features = readdirSync(path.join(root, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Import boundaries (docs/decisions/0003-layout.md, 0011-feature-layout.md), checked on resolved
 * paths so aliases and relative paths are caught alike. tests/lint/boundaries.test.ts proves
 * every zone with a probe that lint must reject.
 */
const zones = [
  {
    target: "domain",
    from: ["app", "server", "db"],
    message: "domain/ holds pure rules shared by the browser and the server: it imports only domain/.",
  },
  { target: "db", from: ["server", "app"], message: "db/ is the data layer: server/ uses it, never the reverse." },
  { target: "server", from: "app", message: "Server code must not import UI modules." },
  {
    target: "app",
    from: "db",
    message: "app/ reaches data through server use cases (*.server.ts), never through db/.",
  },
  {
    target: "app",
    from: ["server/**"],
    except: ["**/*.server.ts"],
    message: "app/ may import server code only from *.server.ts modules; rules the browser needs belong in domain/.",
  },
  {
    target: ["app/components", "app/lib", "app/i18n"],
    from: "app/features",
    message: "Shared UI must not depend on a feature: move the shared part to app/components or app/lib.",
  },
  ...features.map((feature) => ({
    target: `app/features/${feature}`,
    from: "app/features",
    except: [`./${feature}`],
    message: `A feature imports shared code and its own files only: move what ${feature} shares with another feature to app/components or app/lib.`,
  })),
];

/** One way to open a transaction (db/transaction.server.ts); shared by the blocks that set no-restricted-syntax. */
const noDrizzleTransaction = {
  selector:
    "CallExpression[callee.property.name='transaction'][callee.object.name='db'], CallExpression[callee.property.name='transaction'][callee.object.property.name='db']",
  message: "Open a transaction with inTransaction(database, async (tx) => …) from @db/transaction.server.ts.",
};

/**
 * Vitest never runs a hook registered while a hook or test runs (an afterAll inside a beforeAll is
 * dropped without a word): test databases once leaked that way (ADR 0004). Clean-up that a hook
 * sets up goes through afterThisFile (tests/support/file-cleanup.ts).
 */
const noHookInsideHook = {
  selector:
    "CallExpression[callee.name=/^(beforeAll|beforeEach|afterAll|afterEach|it|test)$/] CallExpression[callee.name=/^(beforeAll|beforeEach|afterAll|afterEach)$/]",
  message:
    "Vitest never runs a hook registered inside a running hook or test: register it at the file's or describe's top level, or use afterThisFile (tests/support/file-cleanup.ts).",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      "scratch/",
      "test-results/",
      "playwright-report/",
      // Lint probes: tests/lint/boundaries.test.ts lints them on purpose.
      "tests/lint/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      // no-cycle follows imports by parsing the imported files: it must know TypeScript files.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      "import-x/no-restricted-paths": ["error", { basePath: root, zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["domain/**"],
    rules: {
      "import-x/no-nodejs-modules": "error",
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["react", "react-*"], message: "domain/ runs in the browser and the server alike." }] },
      ],
    },
  },
  {
    // Code that reaches the browser: shared UI and every feature file that is neither a route
    // module (whose loaders and actions React Router strips from the client) nor *.server.ts.
    files: ["app/components/**", "app/lib/**", "app/i18n/**", "app/features/**"],
    ignores: ["**/*.server.ts", "**/*.test.ts", "**/*.test.tsx", "app/features/*/routes/**"],
    rules: {
      // Type-only imports are erased from the bundle, so shared shapes are declared once.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*", "@db/*", "**/server/*", "**/db/*", "node:*"],
              allowTypeImports: true,
              message: "UI code runs in the browser: reach data through loaders, actions or the API.",
            },
          ],
        },
      ],
    },
  },
  {
    // server/ answers in use-case terms (Result, UseCaseError; docs/decisions/0009-use-cases.md):
    // React Router's data() and pages' form results are made at the page edge (app/), not here.
    // The dev and production entries hand requests to React Router and may import it.
    files: ["server/**"],
    ignores: ["server/dev.ts", "server/main.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              message: "Map a use case's error to a page answer at the edge: app/lib/form-error.server.ts (ADR 0009).",
            },
          ],
        },
      ],
    },
  },
  {
    // One way to open a transaction: inTransaction (db/transaction.server.ts) hands the callback
    // a whole Database (raw sql and Drizzle both inside it). Drizzle's own db.transaction gives
    // only a Drizzle handle, so a helper taking a Database would run outside the transaction.
    files: ["**/*.ts", "**/*.tsx"],
    ignores: ["db/transaction.server.ts"],
    rules: {
      "no-restricted-syntax": ["error", noDrizzleTransaction],
    },
  },
  {
    // app/components is presentational shared UI only (ADR 0011): server-side page data that
    // several features share lives in app/lib/page-data/, a feature's own in its folder. The
    // transaction rule is repeated because a later no-restricted-syntax replaces an earlier one.
    files: ["app/components/**/*.server.ts", "app/components/**/*.server.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        noDrizzleTransaction,
        {
          selector: "Program",
          message:
            "app/components holds shared UI only: put shared page data in app/lib/page-data/, a feature's own in app/features/<feature>/ (ADR 0011).",
        },
      ],
    },
  },
  {
    // One way to link and one to draw an icon: app/components/link.tsx (plain anchors on
    // script-free pages) and app/components/icons.tsx (issue 30, item 27).
    files: ["app/**/*.tsx", "app/**/*.ts"],
    ignores: [
      "app/components/link.tsx",
      "app/components/link.test.tsx",
      "app/components/icons.tsx",
      "app/components/icons.test.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Import Link and NavLink from ~/components/link.tsx: plain anchors where React never runs.",
            },
            {
              name: "lucide-react",
              message: "Import icons from ~/components/icons.tsx: each drawn once, not rebuilt on every render.",
            },
          ],
        },
      ],
    },
  },
  {
    // The transaction rule is repeated because a later no-restricted-syntax replaces an earlier one.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: {
      "no-restricted-syntax": ["error", noDrizzleTransaction, noHookInsideHook],
    },
  },
  {
    files: ["scripts/**", "bench/**", "server/main.ts", "server/dev.ts", "server/seed/first-start.server.ts"],
    rules: { "no-console": "off" },
  },
);
