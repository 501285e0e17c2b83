import type { Sql } from "@db/client.server.ts";
import { factDay, oldestCurrentDay } from "@domain/fact-freshness.ts";

/**
 * Clears the stored "intake current" flag (listings.intake_fresh, migration 0032) of every
 * listing whose intake has expired by `today`, so the relevance order stops ranking it with the
 * current ones. The flag is set on each write of fact_sources; the filters and pages read the
 * date itself, so this only keeps the order honest. Reads the flagged listings by confirmation
 * day (listings_intake_fresh_idx); an hour with nothing expiring writes nothing, so it does not
 * bump the page cache's generation (a statement-level trigger fires even for no rows) nor make
 * the HSDS data package rebuild. Returns how many listings it changed.
 */
export async function expireIntake(sql: Sql, today = factDay(new Date())): Promise<number> {
  const oldest = oldestCurrentDay("intake", today);
  const [due] = await sql<{ any: boolean }[]>`
    select exists (select 1 from listings where intake_fresh and intake_confirmed_on < ${oldest}::date) as any`;
  if (!due?.any) return 0;
  const rows = await sql`
    update listings set intake_fresh = false where intake_fresh and intake_confirmed_on < ${oldest}::date`;
  return rows.count;
}
