import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import path from "node:path";

/** Everything that goes into `react-router build`: the app and what it imports. */
const INPUTS = ["app", "server", "domain", "db", "public", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "package-lock.json"];
const SKIP = /(^|\/)(node_modules|migrations|\.react-router)(\/|$)|\.test\.tsx?$/;

function* files(entry: string): Generator<string> {
  if (!existsSync(entry) || SKIP.test(entry)) return;
  const stat = statSync(entry);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** A fingerprint of the build inputs' names, sizes and modification times. */
export function sourceStamp(root: string): string {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      const s = statSync(file);
      hash.update(`${path.relative(root, file)}\0${s.size}\0${s.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

export const STAMP_FILE = "build/.source-stamp";

export function buildIsCurrent(root: string): boolean {
  const stampPath = path.join(root, STAMP_FILE);
  if (!existsSync(stampPath) || !existsSync(path.join(root, "build/server/index.js"))) return false;
  return readFileSync(stampPath, "utf8").trim() === sourceStamp(root);
}
