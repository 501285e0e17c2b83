/**
 * Demo data and real data never mix: a registry import into a database that holds the demo data
 * set is refused unless the operator asks for the demo data to be removed first.
 */
import type { Database } from "@db/client.server.ts";
import { hasDemoData, removeDemoData, type RemovedDemoData } from "../seed/remove-demo-data.server.ts";

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
