/**
 * The production build when the sources changed since the last one (react-router build, then
 * precompressed assets, then the source stamp). npm start and npm test share it, so a test run
 * builds at most once and the end-to-end server finds the build current.
 *
 *   node --import tsx scripts/build.ts
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STAMP_FILE, buildIsCurrent, sourceStamp } from "./build-stamp.ts";
import { precompress } from "./precompress.ts";

/** Builds when stale; true when it built. Exits the process with the build's status on failure. */
export async function buildIfStale(root: string): Promise<boolean> {
  if (buildIsCurrent(root)) return false;
  const t0 = Date.now();
  process.stdout.write("Building ABA Atlas…\n");
  // The stamp of the sources as they were when the build started: a file saved during the build makes the next start rebuild.
  const stamp = sourceStamp(root);
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    process.stderr.write("The build failed; see the errors above.\n");
    process.exit(result.status ?? 1);
  }
  await precompress(path.join(root, "build/client"));
  writeFileSync(path.join(root, STAMP_FILE), stamp);
  process.stdout.write(`Built in ${((Date.now() - t0) / 1000).toFixed(1)} s.\n`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  if (!(await buildIfStale(root))) process.stdout.write("The build is current; nothing to do.\n");
}
