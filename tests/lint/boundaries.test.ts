/**
 * Proves the import boundaries of eslint.config.js: each probe is code lint must reject (or,
 * for the controls, accept) at a given place in the tree. Paths are real, so the resolver sees
 * the same files as `npm run lint`.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const rejected: Array<[string, string, string, string]> = [
  // [why, file, code, rule]
  [
    "a server module in app/components",
    "app/components/listings/probe.server.ts",
    `export const x = 1;\n`,
    "no-restricted-syntax",
  ],
  [
    "a feature imports another feature",
    "app/features/blog/probe.tsx",
    `import { SearchHero } from "~/features/discovery/search-hero.tsx";\nexport const x = SearchHero;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "a feature reaches another feature by a relative path",
    "app/features/blog/probe.tsx",
    `import { SearchHero } from "../discovery/search-hero.tsx";\nexport const x = SearchHero;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "shared UI imports a feature",
    "app/components/probe.tsx",
    `import { PostCard } from "~/features/blog/post-card.tsx";\nexport const x = PostCard;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "a route imports the database layer",
    "app/features/site/routes/probe.tsx",
    `import { connect } from "@db/client.server.ts";\nexport const x = connect;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "app imports server code that is not *.server.ts",
    "app/features/site/routes/probe.tsx",
    `import type { AppServices } from "@server/context.ts";\nexport type X = AppServices;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "app reaches server code by a relative path",
    "app/components/probe.tsx",
    `import type { AppServices } from "../../server/context.ts";\nexport type X = AppServices;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "browser code imports a server value",
    "app/components/probe.tsx",
    `import { checkHealth } from "@server/health.server.ts";\nexport const x = checkHealth;\n`,
    "@typescript-eslint/no-restricted-imports",
  ],
  [
    "domain imports fs",
    "domain/probe.ts",
    `import { readFileSync } from "fs";\nexport const x = readFileSync;\n`,
    "import-x/no-nodejs-modules",
  ],
  [
    "domain imports node:fs",
    "domain/probe.ts",
    `import { readFileSync } from "node:fs";\nexport const x = readFileSync;\n`,
    "import-x/no-nodejs-modules",
  ],
  [
    "domain imports UI",
    "domain/probe.ts",
    `import { cn } from "~/lib/cn.ts";\nexport const x = cn;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "domain imports server",
    "domain/probe.ts",
    `import { getConfig } from "@server/config.server.ts";\nexport const x = getConfig;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "domain imports React",
    "domain/probe.ts",
    `import { useState } from "react";\nexport const x = useState;\n`,
    "no-restricted-imports",
  ],
  [
    "db imports server",
    "db/probe.ts",
    `import { getConfig } from "@server/config.server.ts";\nexport const x = getConfig;\n`,
    "import-x/no-restricted-paths",
  ],
  [
    "server code imports React Router (the page answer is made in app/)",
    "server/probe.server.ts",
    `import { data } from "react-router";\nexport const x = data;\n`,
    "no-restricted-imports",
  ],
  [
    "app takes Link from React Router instead of app/components/link.tsx",
    "app/features/blog/probe.tsx",
    `import { Link } from "react-router";\nexport const x = Link;\n`,
    "no-restricted-imports",
  ],
  [
    "app takes NavLink from React Router instead of app/components/link.tsx",
    "app/components/probe.tsx",
    `import { NavLink, useLocation } from "react-router";\nexport const x = [NavLink, useLocation];\n`,
    "no-restricted-imports",
  ],
  [
    "app draws an icon with lucide-react instead of app/components/icons.tsx",
    "app/components/probe.tsx",
    `import { Mail } from "lucide-react";\nexport const x = Mail;\n`,
    "no-restricted-imports",
  ],
  [
    "server imports UI",
    "server/probe.ts",
    `import { cn } from "~/lib/cn.ts";\nexport const x = cn;\n`,
    "import-x/no-restricted-paths",
  ],
];

describe("lint rejects imports across the boundaries", () => {
  it.each(rejected)("%s", async (_why, file, code, rule) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it("rejects an import cycle", async () => {
    const [result] = await eslint.lintFiles([path.join(root, "tests/lint/fixtures/cycle-a.ts")]);
    expect(result?.messages.map((m) => m.ruleId)).toContain("import-x/no-cycle");
  });
});

describe("lint keeps one way to open a transaction", () => {
  it.each([
    [
      "a use case opens a Drizzle transaction",
      "server/probe.server.ts",
      "export const x = (ctx: any) => ctx.database.db.transaction(async () => 1);\n",
    ],
    [
      "code opens one on a bare db",
      "server/probe.server.ts",
      "export const x = (db: any) => db.transaction(async () => 1);\n",
    ],
  ])("rejects %s", async (_why, file, code) => {
    expect(await ruleIds(file, code)).toContain("no-restricted-syntax");
  });

  it("accepts inTransaction", async () => {
    const code = `import { inTransaction } from "@db/transaction.server.ts";\nimport type { Database } from "@db/client.server.ts";\nexport const x = (database: Database) => inTransaction(database, async (tx) => tx.sql\`select 1\`);\n`;
    expect(await ruleIds("server/probe.server.ts", code)).toEqual([]);
  });
});

describe("lint keeps test hooks where Vitest runs them", () => {
  it.each([
    [
      "an afterAll registered inside a beforeAll",
      `import { afterAll, beforeAll } from "vitest";\nbeforeAll(() => {\n  afterAll(() => {});\n});\n`,
    ],
    [
      "an afterEach registered inside a test",
      `import { afterEach, it } from "vitest";\nit("x", () => {\n  afterEach(() => {});\n});\n`,
    ],
  ])("rejects %s", async (_why, code) => {
    expect(await ruleIds("tests/integration/probe.test.ts", code)).toContain("no-restricted-syntax");
  });

  it("accepts hooks at a file's and a describe's top level", async () => {
    const code = `import { afterAll, beforeAll, describe, it } from "vitest";\nbeforeAll(() => {});\ndescribe("d", () => {\n  afterAll(() => {});\n  it("x", () => {});\n});\n`;
    expect(await ruleIds("tests/integration/probe.test.ts", code)).toEqual([]);
  });
});

describe("lint accepts the imports the layout allows", () => {
  it.each([
    [
      "a feature imports shared UI, its own files, domain and a server use case",
      "app/features/blog/routes/probe.tsx",
      `import { Button } from "~/components/ui/button.tsx";\nimport { PostCard } from "../post-card.tsx";\nimport { slugify } from "@domain/slug.ts";\nimport { checkHealth } from "@server/health.server.ts";\nexport const x = [Button, PostCard, slugify, checkHealth];\n`,
    ],
    [
      "a feature takes Link from app/components/link.tsx and the rest of React Router from it",
      "app/features/blog/probe.tsx",
      `import { useLocation } from "react-router";\nimport { Link } from "~/components/link.tsx";\nexport const x = [Link, useLocation];\n`,
    ],
    [
      "browser code imports a server type",
      "app/components/probe.tsx",
      `import type { HealthReport } from "@server/health.server.ts";\nexport type X = HealthReport;\n`,
    ],
    [
      "shared page data in app/lib/page-data reads a server use case",
      "app/lib/page-data/probe.server.ts",
      `import { checkHealth } from "@server/health.server.ts";\nexport const x = checkHealth;\n`,
    ],
    [
      "server imports db and domain",
      "server/probe.server.ts",
      `import { connect } from "@db/client.server.ts";\nimport { slugify } from "@domain/slug.ts";\nexport const x = [connect, slugify];\n`,
    ],
  ])("%s", async (_why, file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});
