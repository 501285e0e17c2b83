import type postgres from "postgres";
import type { Sql } from "@db/client.server.ts";
import { factDay, oldestCurrentDay } from "@domain/fact-freshness.ts";

/**
 * The public freshness figures (issue 29, /freshness and /api/freshness): nationwide and per
 * state, real and demo listings apart, how many active listings there are and how many have their
 * intake and their insurers current, by the rules every page uses (domain/fact-freshness.ts: a
 * fact is current when its fact_sources day is no older than its lifetime). The intake's day is
 * the stored column listings.intake_confirmed_on; the insurers' is read from fact_sources by the
 * same function (fact_confirmed_on, migration 0032), so an impossible day counts as unconfirmed.
 * Registry data (NPPES) never confirms intake: an intake recorded with the registry as its
 * source (none is today: the import carries no intake) would not count.
 */
export interface FreshnessRow {
  /** Two-letter state, or null for the whole country. */
  state: string | null;
  demo: boolean;
  activeListings: number;
  intakeConfirmed: number;
  insurersConfirmed: number;
}

export interface FreshnessSnapshot {
  /** The UTC day the figures were computed for (YYYY-MM-DD). */
  day: string;
  rows: FreshnessRow[];
}

/**
 * The one aggregate: a single pass over active listings grouped twice (by demo, and by demo and
 * state), so the nationwide row always equals the sum of its states. `today` is a UTC day.
 */
function aggregate(sql: Sql | postgres.TransactionSql, today: string) {
  const intakeFrom = oldestCurrentDay("intake", today);
  const insurersFrom = oldestCurrentDay("insurances", today);
  return sql`
    select state, demo,
      count(*)::int as "activeListings",
      (count(*) filter (where intake_confirmed_on >= ${intakeFrom}::date
        and (fact_sources -> 'intake' ->> 'source') is distinct from 'registry'))::int as "intakeConfirmed",
      (count(*) filter (where fact_confirmed_on(fact_sources, 'insurances') >= ${insurersFrom}::date))::int
        as "insurersConfirmed"
    from listings
    where status = 'active'
    group by grouping sets ((demo), (demo, state))`;
}

/**
 * The figures on `today` straight from listings (what the daily job stores).
 * @internal Not used in production: the tests and bench/freshness.ts check and time the aggregate with it.
 */
export async function computeFreshnessFigures(sql: Sql, today = factDay(new Date())): Promise<FreshnessRow[]> {
  return sql<FreshnessRow[]>`${aggregate(sql, today)} order by demo, state nulls first`;
}

/**
 * Stores `today`'s figures, replacing any already stored for that day (a rerun, a made-up slot),
 * in one transaction so a reader sees the old day's rows or the new ones, never half. Returns
 * how many rows it stored.
 */
export async function recordFreshnessSnapshot(sql: Sql, today = factDay(new Date())): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`delete from freshness_snapshots where day = ${today}::date`;
    const rows = await tx`
      insert into freshness_snapshots (day, state, demo, active_listings, intake_confirmed, insurers_confirmed)
      select ${today}::date, state, demo, "activeListings", "intakeConfirmed", "insurersConfirmed"
      from (${aggregate(tx, today)}) figures`;
    return rows.count;
  });
}

/** The latest stored day's figures (nationwide first, then states A–Z), or null before the first run. */
export async function latestFreshnessSnapshot(sql: Sql): Promise<FreshnessSnapshot | null> {
  const rows = await sql<(FreshnessRow & { day: string })[]>`
    select day::text as day, state, demo, active_listings as "activeListings",
      intake_confirmed as "intakeConfirmed", insurers_confirmed as "insurersConfirmed"
    from freshness_snapshots
    where day = (select max(day) from freshness_snapshots)
    order by demo, state nulls first`;
  const first = rows[0];
  if (!first) return null;
  return { day: first.day, rows: rows.map(({ day: _day, ...row }) => row) };
}
