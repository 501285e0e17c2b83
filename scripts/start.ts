/**
 * npm start: builds when the sources changed since the last build, then starts the server
 * (embedded PostgreSQL, migrations and demo data on first run).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configOrExit } from "../server/boot.server.ts";
import { STAMP_FILE, buildIsCurrent, sourceStamp } from "./build-stamp.ts";
import { precompress } from "./precompress.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
configOrExit(); // a bad variable stops us before a needless build

if (!buildIsCurrent(root)) {
  const t0 = Date.now();
  process.stdout.write("Building ABA Atlas…\n");
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
}

await import("../server/main.ts");
