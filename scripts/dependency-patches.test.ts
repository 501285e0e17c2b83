/**
 * The dependency patches in patches/ (ADRs 0027, 0028) are applied: `npm install` runs patch-package,
 * and a server started without them would still work, only slower, so nothing else would notice.
 * Every line a patch adds must be in the installed file.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const patches = readdirSync(path.join(root, "patches")).filter((name) => name.endsWith(".patch"));

/** Each file a patch changes, with the lines it adds there. */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of patch.split("\n")) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line);
    if (target) files.set(target[1]!, (current = []));
    else if (current && line.startsWith("+")) current.push(line.slice(1));
  }
  return files;
}

describe("dependency patches", () => {
  it("there is at least one, for the installed version", () => {
    expect(patches).toContain(
      `react-router+${(JSON.parse(readFileSync(path.join(root, "node_modules/react-router/package.json"), "utf8")) as { version: string }).version}.patch`,
    );
  });

  it.each(patches)("%s is applied", (name) => {
    const files = addedLines(readFileSync(path.join(root, "patches", name), "utf8"));
    expect(files.size).toBeGreaterThan(0);
    for (const [file, lines] of files) {
      const installed = readFileSync(path.join(root, file), "utf8").split("\n");
      const missing = lines.filter((line) => !installed.includes(line));
      expect(missing, `${file}: run npm install (patch-package)`).toEqual([]);
    }
  });
});
