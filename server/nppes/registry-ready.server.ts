/**
 * Demo data and real data never mix: a registry import into a database that holds the demo data
 * set is refused unless the operator asks for the demo data to be removed first.
 */
import type { Database } from "@db/client.server.ts";
import type { Result } from "@domain/result.ts";
import { inTransaction } from "@db/transaction.server.ts";
import {
  hasDemoData,
  removeDemoData,
  removeDemoDataThen,
  type RemovedDemoData,
} from "../seed/remove-demo-data.server.ts";

/** Ready (and what demo data was removed to get there), or refused because the demo data is there. */
export type RegistryReadiness = Result<{ removed: RemovedDemoData | null }, "demo_data_present">;

export async function prepareForRegistry(
  database: Database,
  { replaceDemo }: { replaceDemo: boolean },
): Promise<RegistryReadiness> {
  if (!(await hasDemoData(database))) return { ok: true, value: { removed: null } };
  if (!replaceDemo) return { ok: false, error: "demo_data_present" };
  return { ok: true, value: { removed: await removeDemoData(database) } };
}

/**
 * prepareForRegistry and `start` (recording the import) in one transaction: a failure to record
 * the import leaves the demo data in place, so the site is never emptied with no import to show.
 */
export async function startAfterRegistryReady<T>(
  database: Database,
  { replaceDemo }: { replaceDemo: boolean },
  start: (tx: Database) => Promise<T>,
): Promise<Result<{ removed: RemovedDemoData | null; started: T }, "demo_data_present">> {
  if (!(await hasDemoData(database)))
    return { ok: true, value: { removed: null, started: await inTransaction(database, start) } };
  if (!replaceDemo) return { ok: false, error: "demo_data_present" };
  const { removed, value } = await removeDemoDataThen(database, start);
  return { ok: true, value: { removed, started: value } };
}
