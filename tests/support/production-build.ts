/**
 * Tests that start the production server (`server/main.ts`) need the build it serves. `npm test`
 * starts Vitest beside the build rather than after it (scripts/test.ts), and names a file in
 * TEST_BUILD_READY_FILE that it writes once the build has passed; these tests wait for it. Run
 * on their own (`vitest run`), they find the variable unset and use the build that is there.
 */
import { existsSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** Long enough for a production build on a busy two-core machine (about 25 s in `npm test`). */
export const BUILD_WAIT_MS = 300_000;

export async function waitForProductionBuild(timeoutMs = BUILD_WAIT_MS): Promise<void> {
  const ready = process.env.TEST_BUILD_READY_FILE;
  if (!ready) return;
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`the production build was not ready after ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}
