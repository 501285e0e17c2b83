/**
 * npm test: type-check, lint, unit and integration tests, then end-to-end tests in Chromium.
 * Stops at the first failing step and exits non-zero.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const steps: Array<[label: string, command: string, args: string[]]> = [
  ["type-check", bin("react-router"), ["typegen"]],
  ["type-check", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["unit and integration tests", bin("vitest"), ["run"]],
  ["end-to-end tests", bin("playwright"), ["test"]],
];

const started = Date.now();
const timings: string[] = [];
for (const [label, command, args] of steps) {
  const t0 = Date.now();
  process.stdout.write(`\n▶ ${label}: ${path.basename(command)} ${args.join(" ")}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${label} failed (${seconds} s). npm test stops here.\n`);
    process.exit(result.status ?? 1);
  }
  timings.push(`${label} ${seconds} s`);
}
process.stdout.write(`\n✔ all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s (${timings.join(", ")})\n`);
