import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { stacklessSentinels } from "./vite-stackless-react-errors.ts";

const require = createRequire(import.meta.url);
// The package's exports hide its cjs folder; its package.json is exported.
const reactDomFile = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-client.production.js");

describe("React DOM's sentinel errors without a stack", () => {
  const source = fs.readFileSync(reactDomFile, "utf8");

  it("rewrites the installed React DOM's five sentinels and nothing else", () => {
    const out = stacklessSentinels(source);
    expect(out.match(/= stacklessSentinel\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(5);
    for (const id of [460, 461, 474, 519, 542]) expect(out).toContain(`stacklessSentinel(formatProdErrorMessage(${id}))`);
    // Errors React throws for real keep their stacks.
    expect(out.split("Error(formatProdErrorMessage(").length).toBe(source.split("Error(formatProdErrorMessage(").length - 5);
  });

  it("makes objects that are errors with React's message but carry no stack", () => {
    const helper = stacklessSentinels(source).split("\n")[0]!;
    const context = vm.createContext({ Object, Error });
    const sentinel = vm.runInContext(`${helper}; stacklessSentinel("Suspense Exception")`, context) as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe("Suspense Exception");
    expect(Object.hasOwn(sentinel, "stack")).toBe(false);
  });

  it("refuses a React DOM whose sentinels changed", () => {
    expect(() => stacklessSentinels("var SuspenseException = Error(formatProdErrorMessage(460));")).toThrow(/found 1/);
  });
});
