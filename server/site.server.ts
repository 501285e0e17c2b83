import type { Database } from "@db/client.server.ts";
import type { AppServices } from "./context.ts";

const demoDataCache = new WeakMap<Database, { value: boolean; at: number }>();

/** Whether the demo data set is loaded (the footer says so while it is). Cached for a minute. */
export async function isDemoDataLoaded({ database }: Pick<AppServices, "database">): Promise<boolean> {
  const cached = demoDataCache.get(database);
  if (cached && Date.now() - cached.at < 60_000) return cached.value;
  const [row] = await database.sql<{ demo: boolean }[]>`select exists (select 1 from app_state where key = 'demo_data') as demo`;
  const value = row?.demo ?? false;
  demoDataCache.set(database, { value, at: Date.now() });
  return value;
}
