/**
 * Each page gets the shell's namespaces (root loader) and those its route's `handle.i18n` names.
 * This walks each route's imports (app/ and domain/, not server/: server texts are translated
 * before they reach a page) and checks every catalog key its modules mention is among them.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { en } from "@domain/i18n/en.ts";
import { namespaceOf } from "@domain/i18n/catalog.ts";
import * as groups from "./namespaces.ts";
import { HYDRATED_ISLANDS, type IslandName } from "~/islands/entries.ts";
import { ISLAND_MESSAGES } from "~/islands/messages.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const KEYS = Object.keys(en);
const KEY_SET = new Set(KEYS);
// The catalogs mention every key; the server-side message modules are not page code.
// The islands' texts are checked against the routes that name each island (below), not the root.
const NOT_PAGE_CODE = /(domain\/i18n\/(en|es|catalog)\.ts|app\/islands\/messages\.ts|\.test\.tsx?)$/;

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("~/")
    ? path.join(ROOT, "app", spec.slice(2))
    : spec.startsWith("@domain/")
      ? path.join(ROOT, "domain", spec.slice("@domain/".length))
      : spec.startsWith(".")
        ? path.resolve(path.dirname(from), spec)
        : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => existsSync(file) && /\.tsx?$/.test(file)) ?? null;
}

interface ModuleScan {
  keys: Set<string>;
  imports: Set<string>;
  handle: ts.Expression | undefined;
}

const scans = new Map<string, ModuleScan>();

/** Catalog keys a module mentions: exact string literals, and `ns.${...}` templates as their whole prefix. */
function scan(file: string): ModuleScan {
  const cached = scans.get(file);
  if (cached) return cached;
  const result: ModuleScan = { keys: new Set(), imports: new Set(), handle: undefined };
  scans.set(file, result);
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const addImport = (spec: ts.Expression | undefined) => {
    const target = spec && ts.isStringLiteral(spec) ? resolveImport(file, spec.text) : null;
    if (target) result.imports.add(target);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (!node.importClause?.isTypeOnly) addImport(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node)) {
      if (!node.isTypeOnly) addImport(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      addImport(node.arguments[0]);
    } else if (ts.isStringLiteralLike(node)) {
      if (KEY_SET.has(node.text)) result.keys.add(node.text);
      // A plural group's base (t.plural("results.count", n)) stands for each of its forms.
      else if (KEY_SET.has(`${node.text}.other`))
        for (const key of KEYS) if (key.startsWith(`${node.text}.`)) result.keys.add(key);
    } else if (ts.isTemplateExpression(node)) {
      const prefix = node.head.text;
      if (/^\w+\./.test(prefix)) for (const key of KEYS) if (key.startsWith(prefix)) result.keys.add(key);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === "handle" &&
      node.initializer
    ) {
      result.handle = node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

function keysReachableFrom(entry: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || NOT_PAGE_CODE.test(file)) continue;
    seen.add(file);
    const { keys: found, imports } = scan(file);
    found.forEach((key) => keys.add(key));
    queue.push(...imports);
  }
  return keys;
}

/** A route's `handle = { i18n: [...] }`: string literals and spreads of the groups in namespaces.ts. */
/** The array literal a route's `handle` gives one property, or null when it has none. */
function handleList(routeFile: string, property: "i18n" | "islands"): ts.ArrayLiteralExpression | null {
  const handle = scan(routeFile).handle;
  if (!handle || !ts.isObjectLiteralExpression(handle)) return null;
  const list = handle.properties.find(
    (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === property,
  )?.initializer;
  if (!list) return null;
  if (!ts.isArrayLiteralExpression(list)) throw new Error(`${routeFile}: handle.${property} must be an array literal`);
  return list;
}

function declaredNamespaces(routeFile: string): string[] {
  // A handle for something else (e.g. newsletterInPage) declares no namespaces.
  const list = handleList(routeFile, "i18n");
  if (!list) return [];
  return list.elements.flatMap((element) => {
    if (ts.isStringLiteral(element)) return [element.text];
    if (ts.isSpreadElement(element) && ts.isIdentifier(element.expression)) {
      const group = (groups as Record<string, readonly string[]>)[element.expression.text];
      if (group) return [...group];
    }
    throw new Error(`${routeFile}: cannot read ${element.getText()} in handle.i18n`);
  });
}

/** A route's `handle = { islands: [...] }`: the islands its script-free page loads (ADR 0016). */
function declaredIslands(routeFile: string): IslandName[] {
  const list = handleList(routeFile, "islands");
  if (!list) return [];
  return list.elements.map((element) => {
    if (ts.isStringLiteral(element) && element.text in ISLAND_MESSAGES) return element.text as IslandName;
    throw new Error(`${routeFile}: cannot read ${element.getText()} in handle.islands`);
  });
}

/** Keys a route's modules use that the page would not receive. */
function missingKeys(routeFile: string, declared: readonly string[]): string[] {
  const loaded = new Set<string>([...groups.SHELL_NAMESPACES, ...declared]);
  return [...keysReachableFrom(routeFile)].filter((key) => !loaded.has(namespaceOf(key))).sort();
}

// Route modules live in each feature's routes/ folder (docs/decisions/0011-feature-layout.md).
const FEATURES_DIR = path.join(ROOT, "app/features");
const routeFiles = readdirSync(FEATURES_DIR).flatMap((feature) => {
  const dir = path.join(FEATURES_DIR, feature, "routes");
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => path.join(dir, name))
    : [];
});
const routeFile = (feature: string, name: string) => path.join(FEATURES_DIR, feature, "routes", name);
// Server-only texts: translated on the server, never sent to a page.
const SERVER_NAMESPACES = ["authMessage", "formMessage", "email", "apiMessage"];

describe("page message namespaces", () => {
  it("the shell covers every key the root layout uses", () => {
    expect(missingKeys(path.join(ROOT, "app/root.tsx"), [])).toEqual([]);
  });

  it("checks every route module app/routes.ts registers", () => {
    const registered = [...readFileSync(path.join(ROOT, "app/routes.ts"), "utf8").matchAll(/"(features\/[^"]+)"/g)].map(
      (match) => path.join(ROOT, "app", match[1]!),
    );
    expect(new Set(registered)).toEqual(new Set(routeFiles));
  });

  it.each(routeFiles.map((file) => [path.relative(FEATURES_DIR, file), file]))(
    "%s declares every namespace its modules use",
    (_name, file) => {
      expect(missingKeys(file, declaredNamespaces(file))).toEqual([]);
    },
  );

  it("a route that names islands declares the namespaces of their texts", () => {
    const withIslands = routeFiles.filter((file) => declaredIslands(file).length > 0);
    expect(withIslands.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(["listing.tsx", "state.tsx", "city.tsx"]),
    );
    for (const file of withIslands) {
      const loaded = new Set<string>([...groups.SHELL_NAMESPACES, ...declaredNamespaces(file)]);
      const keys = declaredIslands(file).flatMap((island) => ISLAND_MESSAGES[island]);
      expect(
        keys.filter((key) => !loaded.has(namespaceOf(key))),
        file,
      ).toEqual([]);
    }
  });

  it("the islands every hydrated page loads find their texts in the shell's namespaces", () => {
    const shell = new Set<string>(groups.SHELL_NAMESPACES);
    const keys = HYDRATED_ISLANDS.flatMap((island) => ISLAND_MESSAGES[island]);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !shell.has(namespaceOf(key)))).toEqual([]);
  });

  it("catches a namespace a route forgot", () => {
    const contact = routeFile("contact", "contact.tsx");
    const declared = declaredNamespaces(contact);
    expect(declared).toContain("contact");
    const missing = missingKeys(
      contact,
      declared.filter((ns) => ns !== "contact"),
    );
    expect(missing).toContain("contact.title");
    expect(missing.every((key) => key.startsWith("contact."))).toBe(true);
  });

  it("no page is sent server-only texts, and the home page no account texts", () => {
    for (const file of routeFiles) {
      const sent = [...groups.SHELL_NAMESPACES, ...declaredNamespaces(file)];
      expect(
        sent.filter((ns) => SERVER_NAMESPACES.includes(ns)),
        file,
      ).toEqual([]);
    }
    const home = declaredNamespaces(routeFile("discovery", "home.tsx"));
    expect(home).toContain("home");
    expect(home).not.toContain("login");
    expect(home).not.toContain("auth");
  });

  it("every namespace named in a handle exists in the catalog", () => {
    const known = new Set(KEYS.map(namespaceOf));
    for (const file of routeFiles)
      for (const ns of declaredNamespaces(file)) expect(known.has(ns), `${file}: ${ns}`).toBe(true);
  });
});
