/**
 * `npm run storage:move`: copies every stored photo file from one store to another (ADR 0021).
 * Each key is written, read back and compared byte for byte; a key the target already holds with
 * the same bytes is skipped, so running it again (after a cut-off, or to catch uploads made
 * meanwhile) copies only what is missing. The source is left as it was.
 */
import type { ImageStorage } from "./storage.server.ts";

export interface MoveReport {
  /** Keys in the source. */
  total: number;
  /** Written to the target and read back equal. */
  copied: number;
  /** Already in the target with the same bytes. */
  skipped: number;
}

export async function moveStoredFiles(
  from: ImageStorage,
  to: ImageStorage,
  onProgress: (report: MoveReport) => void = () => {},
): Promise<MoveReport> {
  const keys = await from.list();
  const report: MoveReport = { total: keys.length, copied: 0, skipped: 0 };
  for (const key of keys) {
    const bytes = await from.get(key);
    if (!bytes) continue; // Removed since the listing (a purge): nothing to move.
    const present = await to.get(key);
    if (present?.equals(bytes)) {
      report.skipped++;
    } else {
      await to.put(key, bytes);
      const written = await to.get(key);
      if (!written?.equals(bytes)) throw new Error(`storage:move: ${key} reads back different from what was written`);
      report.copied++;
    }
    if ((report.copied + report.skipped) % 500 === 0) onProgress(report);
  }
  return report;
}
