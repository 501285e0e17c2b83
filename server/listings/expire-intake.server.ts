import type { Sql } from "@db/client.server.ts";
import { factDay, oldestCurrentDay } from "@domain/fact-freshness.ts";

/**
 * Clears the stored "intake current" flag (listings.intake_fresh, migration 0032) of every
 * listing whose intake has expired by `today`, so the relevance order stops ranking it with the
 * current ones. The flag is set on each write of fact_sources; the filters and pages read the
 * date itself, so this only keeps the order honest. Reads the flagged listings by confirmation
 * day (listings_intake_fresh_idx): a day with nothing expiring costs one index probe.
 */
export async function expireIntake(sql: Sql, today = factDay(new Date())): Promise<number> {
  const rows = await sql`
    update listings set intake_fresh = false
    where intake_fresh and intake_confirmed_on < ${oldestCurrentDay("intake", today)}::date`;
  return rows.count;
}
