import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { UseCaseContext } from "../use-case.ts";
import { registryUploadsDir } from "./receive-nppes-upload.server.ts";

/** An upload file this old that no import names was cut off (a crash mid-upload): removed. */
const ORPHAN_AFTER_HOURS = 24;

/**
 * Registry uploads are large (a full file is about 1 GB): one that no unfinished import needs
 * (the server stopped while receiving it, or before its import was stored) must not stay on disk.
 * The job removes each finished import's own file; this catches the rest.
 */
export async function removeOrphanRegistryUploads(ctx: UseCaseContext<"config" | "database">): Promise<number> {
  const dir = registryUploadsDir(ctx.config);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => /^[a-f0-9]{32}\.zip$/.test(n));
  if (names.length === 0) return 0;
  const named = await ctx.database.sql<{ filePath: string }[]>`
    select file_path as "filePath" from nppes_imports where file_path is not null and owns_file`;
  const inUse = new Set(named.map((r) => r.filePath));
  const cutoff = Date.now() - ORPHAN_AFTER_HOURS * 3600_000;
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (inUse.has(file)) continue;
    const info = await stat(file).catch(() => null);
    if (!info || info.mtimeMs >= cutoff) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
