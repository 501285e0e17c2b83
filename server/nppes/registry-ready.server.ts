/**
 * Demo data and real data never mix: a registry import into a database that holds the demo data
 * set is refused unless the operator asks for the demo data to be removed first.
 */
import type { Database } from "@db/client.server.ts";
import { inTransaction } from "@db/transaction.server.ts";
import {
  hasDemoData,
  removeDemoData,
  removeDemoDataThen,
  type RemovedDemoData,
} from "../seed/remove-demo-data.server.ts";

export type RegistryReadiness =
  { ok: true; removed: RemovedDemoData | null } | { ok: false; reason: "demo_data_present" };

export async function prepareForRegistry(
  database: Database,
  { replaceDemo }: { replaceDemo: boolean },
): Promise<RegistryReadiness> {
  if (!(await hasDemoData(database))) return { ok: true, removed: null };
  if (!replaceDemo) return { ok: false, reason: "demo_data_present" };
  return { ok: true, removed: await removeDemoData(database) };
}

/**
 * prepareForRegistry and `start` (recording the import) in one transaction: a failure to record
 * the import leaves the demo data in place, so the site is never emptied with no import to show.
 */
export async function startAfterRegistryReady<T>(
  database: Database,
  { replaceDemo }: { replaceDemo: boolean },
  start: (tx: Database) => Promise<T>,
): Promise<{ ok: true; removed: RemovedDemoData | null; value: T } | { ok: false; reason: "demo_data_present" }> {
  if (!(await hasDemoData(database))) return { ok: true, removed: null, value: await inTransaction(database, start) };
  if (!replaceDemo) return { ok: false, reason: "demo_data_present" };
  const { removed, value } = await removeDemoDataThen(database, start);
  return { ok: true, removed, value };
}
