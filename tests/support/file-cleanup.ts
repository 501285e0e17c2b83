import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Work to undo once the current test file has finished: run by the afterAll hook of
 * integration-setup.ts, after the file's own afterAll hooks. Helpers called from a file's
 * beforeAll register here, since Vitest never runs an afterAll registered inside a beforeAll.
 */
const cleanups: Array<() => Promise<void>> = [];

export function afterThisFile(cleanup: () => Promise<void>) {
  cleanups.push(cleanup);
}

export async function runFileCleanups() {
  const pending = cleanups.splice(0);
  await Promise.all(pending.map((cleanup) => cleanup()));
}

/**
 * A new folder under the system's temp folder, removed when the test file has finished (after
 * its own afterAll hooks, which stop what runs in it). `mode`: for a folder another user must
 * reach, such as the embedded PostgreSQL's data directory (0o755).
 */
export async function tempDirForThisFile(prefix: string, { mode }: { mode?: number } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  afterThisFile(() => rm(dir, { recursive: true, force: true }));
  if (mode !== undefined) await chmod(dir, mode);
  return dir;
}
