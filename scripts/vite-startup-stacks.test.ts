import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { leafletWithoutVmlThrow, stacklessSentinels } from "./vite-startup-stacks.ts";

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

// The build takes the UMD file (package.json "main"); the ES module file has the same probe.
describe.each(["leaflet-src.js", "leaflet-src.esm.js"])("Leaflet's VML probe without a thrown error (%s)", (file) => {
  const leafletFile = path.join(path.dirname(require.resolve("leaflet/package.json")), "dist", file);
  const source = fs.readFileSync(leafletFile, "utf8");

  it("asks for document.namespaces before calling it, once", () => {
    const out = leafletWithoutVmlThrow(source);
    expect(out.length).toBe(source.length + "if (document.namespaces) ".length);
    expect(out).toContain("if (document.namespaces) try {");
  });

  it("gives the same fallback without throwing where there is no document.namespaces", () => {
    const start = source.indexOf("var vmlCreate = (function () {");
    expect(start).toBeGreaterThan(0);
    const end = source.indexOf("})();", start) + "})();".length;
    const probe = leafletWithoutVmlThrow(source).slice(start, end + "if (document.namespaces) ".length);
    let thrown = 0;
    const document = {
      createElement: (tag: string) => tag,
      get namespaces(): undefined {
        thrown++;
        return undefined;
      },
    };
    const vmlCreate = vm.runInContext(`${probe}; vmlCreate`, vm.createContext({ document })) as (n: string) => string;
    expect(vmlCreate("shape")).toBe('<shape xmlns="urn:schemas-microsoft.com:vml" class="lvml">');
    expect(thrown).toBe(1);
  });

  it("refuses a Leaflet whose probe changed", () => {
    expect(() => leafletWithoutVmlThrow("var x = 1;")).toThrow(/VML probe changed/);
  });
});
