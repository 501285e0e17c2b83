/**
 * npm test. Every step starts as soon as the steps it waits for have passed:
 *   - at once: type-check (typegen, then tsc), lint, and the production build (skipped when current);
 *   - the unit and integration tests once the build has passed (an integration test starts the
 *     real production server, which serves that build);
 *   - the end-to-end tests in Chromium once everything else has passed (their server reuses the
 *     build). Run beside the integration tests they were slower, not faster: both lean on the
 *     disk through PostgreSQL, and a 2-core run took 911 s with two timeouts (ADR 0004).
 * The first failing step stops the run (the other running steps are ended) and the exit code is
 * non-zero. The end-to-end output is live; every other step's output is buffered and printed in
 * one block when the step ends, never interleaved.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const env = { ...process.env, FORCE_COLOR: process.env.CI ? "0" : "1" };

type Command = [command: string, args: string[]];
interface Step {
  label: string;
  /** Run one after another; the step fails at the first that fails. */
  commands: Command[];
  /** Output printed as it comes (else buffered and printed when the step ends). */
  live?: boolean;
  /** The steps this one waits for (each must pass). */
  after?: string[];
}

const steps: Step[] = [
  {
    label: "type-check",
    commands: [
      [bin("react-router"), ["typegen"]],
      // TypeScript 7, the native compiler: the same checks as 5.9 in a quarter of the CPU time
      // (ADR 0004). The `typescript` package (5.9) stays the library ESLint and knip load.
      [process.execPath, [path.join(root, "node_modules/typescript-native/bin/tsc"), "--noEmit"]],
    ],
  },
  {
    label: "lint",
    commands: [
      [bin("eslint"), [".", "--max-warnings=0"]],
      [bin("knip"), ["--no-config-hints"]],
      // Production entries only (knip.jsonc "!"): code nothing but tests or benchmarks use.
      [bin("knip"), ["--production", "--no-config-hints"]],
    ],
  },
  { label: "unit and integration tests", commands: [[bin("vitest"), ["run"]]], after: ["production build"] },
  { label: "production build", commands: [[process.execPath, ["--import", "tsx", "scripts/build.ts"]]] },
  {
    label: "end-to-end tests",
    commands: [[bin("playwright"), ["test"]]],
    live: true,
    after: ["type-check", "lint", "unit and integration tests", "production build"],
  },
];

interface Outcome {
  label: string;
  status: "passed" | "failed" | "stopped";
  seconds: number;
  output: string;
}

const seconds = (since: number) => (Date.now() - since) / 1000;
const show = (command: Command) => `${path.basename(command[0])} ${command[1].join(" ")}`;

let stopping = false;
const running = new Set<ReturnType<typeof spawn>>();

/** Ends every running step (its whole process group: vitest's PostgreSQL, Playwright's server). */
function stopAll() {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

function runCommand([command, args]: Command, live: boolean, collect: (text: string) => void): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      // Its own process group, so a stop reaches its children too.
      detached: true,
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    child.stdout?.on("data", (chunk: Buffer) => collect(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => collect(chunk.toString()));
    child.on("error", (err) => collect(`${err.message}\n`));
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

async function runStep(step: Step, live: boolean): Promise<Outcome> {
  const t0 = Date.now();
  let output = "";
  for (const command of step.commands) {
    output += `$ ${show(command)}\n`;
    if (live) process.stdout.write(`\n▶ ${step.label}: ${show(command)}\n`);
    const code = await runCommand(command, live, (text) => (output += text));
    if (code !== 0) {
      const status = stopping ? "stopped" : "failed";
      if (status === "failed") stopAll();
      return { label: step.label, status, seconds: seconds(t0), output };
    }
    if (stopping) return { label: step.label, status: "stopped", seconds: seconds(t0), output };
  }
  return { label: step.label, status: "passed", seconds: seconds(t0), output };
}

function printOutcome(outcome: Outcome) {
  const mark = { passed: "✔", failed: "✖", stopped: "■" }[outcome.status];
  const rule = "─".repeat(8);
  process.stdout.write(
    `\n${rule} ${mark} ${outcome.label}: ${outcome.status} in ${outcome.seconds.toFixed(1)} s ${rule}\n`,
  );
  process.stdout.write(outcome.output.endsWith("\n") || outcome.output === "" ? outcome.output : `${outcome.output}\n`);
}

function printSummary(outcomes: Outcome[], started: number) {
  const total = seconds(started).toFixed(1);
  const lines = outcomes.map(
    (o) => `  ${o.label.padEnd(28)} ${o.status.padEnd(8)} ${o.seconds.toFixed(1).padStart(6)} s`,
  );
  process.stdout.write(
    `\nStep timings:\n${lines.join("\n")}\n  ${"total (wall clock)".padEnd(37)} ${total.padStart(6)} s\n`,
  );
}

const started = Date.now();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const outcomes = new Map<string, Promise<Outcome>>();
function start(step: Step): Promise<Outcome> {
  let outcome = outcomes.get(step.label);
  if (!outcome) {
    outcome = (async () => {
      if (step.after) {
        const before = await Promise.all(step.after.map((label) => start(steps.find((s) => s.label === label)!)));
        if (before.some((o) => o.status !== "passed") || stopping) {
          return { label: step.label, status: "stopped", seconds: 0, output: "" } satisfies Outcome;
        }
        if (!step.live) process.stdout.write(`▶ ${step.label}, after ${step.after.join(", ")}\n`);
      }
      const result = await runStep(step, step.live ?? false);
      if (!step.live) printOutcome(result);
      return result;
    })();
    outcomes.set(step.label, outcome);
  }
  return outcome;
}

process.stdout.write(
  `▶ at once: ${steps
    .filter((s) => !s.after)
    .map((s) => s.label)
    .join(", ")}\n`,
);
const finished = await Promise.all(steps.map(start));

printSummary(finished, started);
const firstFailure = finished.find((o) => o.status === "failed");
if (firstFailure) {
  process.stderr.write(`\n✖ ${firstFailure.label} failed. npm test stops here.\n`);
  process.exit(1);
}
process.stdout.write(`\n✔ all checks passed in ${seconds(started).toFixed(1)} s\n`);
