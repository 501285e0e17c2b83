import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { UseCaseContext } from "../use-case.ts";
import { importsDir, isStoredImportName, removeImportFile } from "./import-files.server.ts";

/** A preview nobody started or discarded within this long is abandoned. */
const ABANDONED_PREVIEW_HOURS = 24;

/**
 * Deletes abandoned previews: the rows of uploads checked but never started or discarded
 * (`ready`, `invalid`) for a day, and their files; then any upload file that no import row
 * names and that is as old (an upload cut off before its preview was stored). Queued, running
 * and finished imports are never touched: their pages and rejected-row reports stay.
 */
export async function removeAbandonedPreviews(
  ctx: UseCaseContext<"config" | "database">,
): Promise<{ previews: number; files: number }> {
  // One statement: a preview started at this moment is either started first (and kept) or gone.
  const removed = await ctx.database.sql<{ storedFile: string | null }[]>`
    delete from listing_imports
    where status in ('ready', 'invalid') and created_at < now() - make_interval(hours => ${ABANDONED_PREVIEW_HOURS})
    returning stored_file as "storedFile"`;
  let files = 0;
  for (const { storedFile } of removed) {
    if (!storedFile) continue;
    await removeImportFile(ctx.config, storedFile);
    files++;
  }
  files += await removeOrphanFiles(ctx);
  return { previews: removed.length, files };
}

async function removeOrphanFiles(ctx: UseCaseContext<"config" | "database">): Promise<number> {
  const dir = importsDir(ctx.config);
  const names = await readdir(dir).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const named = await ctx.database.sql<{ storedFile: string }[]>`
    select stored_file as "storedFile" from listing_imports where stored_file = any(${names}::text[])`;
  const inUse = new Set(named.map((r) => r.storedFile));
  const cutoff = Date.now() - ABANDONED_PREVIEW_HOURS * 3600_000;
  let removed = 0;
  for (const name of names) {
    if (inUse.has(name) || !isStoredImportName(name)) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info || info.mtimeMs >= cutoff) continue;
    await removeImportFile(ctx.config, name);
    removed++;
  }
  return removed;
}
