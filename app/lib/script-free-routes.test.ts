import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { isScriptFreePath } from "./script-free-routes.ts";

interface ConfigRoute {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigRoute[];
}

/** Every page of app/routes.ts: its joined path and whether its module says `scripts: false`. */
function pages(list: readonly ConfigRoute[], prefix = ""): { path: string; file: string; scriptFree: boolean }[] {
  return list.flatMap((route) => {
    const joined = [prefix, route.path ?? ""].filter(Boolean).join("/");
    const source = readFileSync(path.join("app", route.file), "utf8");
    const own = { path: joined, file: route.file, scriptFree: /\bscripts:\s*false\b/.test(source) };
    return route.children ? [own, ...pages(route.children, joined)] : [own];
  });
}

const all = pages(routes as ConfigRoute[]);

/** A sample address for a path pattern: each parameter replaced by a plausible value. */
const sample = (pattern: string) =>
  "/" +
  pattern
    .replace(/\*$/, "no/such/page/here/at-all")
    .replace(":state", "texas")
    .replace(":city", "austin")
    .replace(":name", "bright-steps")
    .replace(/:[a-z]+/g, "42");

describe("script-free routes", () => {
  it.each(all.map((page) => [sample(page.path), page.file, page.scriptFree] as const))(
    "%s (%s) is script-free: %s",
    (address, _file, scriptFree) => {
      expect(isScriptFreePath(address)).toBe(scriptFree);
    },
  );

  it("ranks fixed paths above the /:state catch-all, as the router does", () => {
    expect(isScriptFreePath("/favorites")).toBe(false);
    expect(isScriptFreePath("/login")).toBe(false);
    expect(isScriptFreePath("/texas")).toBe(true);
    expect(isScriptFreePath("/texas/austin")).toBe(true);
    expect(isScriptFreePath("/jobs/42")).toBe(false);
    expect(isScriptFreePath("/blog/a-post")).toBe(true);
    expect(isScriptFreePath("/listings/42/review")).toBe(false);
    expect(isScriptFreePath("/admin/listings/42")).toBe(false);
    expect(isScriptFreePath("/")).toBe(true);
  });
});
