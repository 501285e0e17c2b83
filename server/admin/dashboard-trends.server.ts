import { ok } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import { adminCaller } from "./admin-caller.server.ts";

/** One bucket of a time series: its first day (YYYY-MM-DD, UTC) and its value. */
interface TrendPoint {
  start: string;
  value: number;
}

interface RevenueMonth {
  /** First day of the month, YYYY-MM-DD. */
  start: string;
  /** Cents per tier (and "job_pack"), refunds subtracted. */
  byProduct: Record<string, number>;
}

export interface DashboardTrends {
  listingsPerWeek: TrendPoint[];
  claimsPerWeek: TrendPoint[];
  reviewsPerWeek: TrendPoint[];
  revenuePerMonth: RevenueMonth[];
}

const WEEKS = 12;
const MONTHS = 12;

/**
 * The dashboard's charts over time: new listings, claims and reviews per week (the last 12,
 * empty weeks included) and revenue per tier per month from the payments ledger (the last 12).
 * site_admin only.
 */
export async function dashboardTrends({ database, auth }: Pick<CallerContext, "database" | "auth">) {
  const caller = await adminCaller({ auth }, "dashboard");
  if (!caller.ok) return caller;
  const sql = database.sql;
  const weekly = (table: "listings" | "listing_claims" | "reviews") => sql<{ start: string; value: number }[]>`
    with weeks as (
      select generate_series(
        date_trunc('week', now() at time zone 'utc') - ${WEEKS - 1} * interval '1 week',
        date_trunc('week', now() at time zone 'utc'),
        interval '1 week'
      ) as start
    )
    select to_char(w.start, 'YYYY-MM-DD') as start, count(x.created_at)::int as value
    from weeks w
    left join ${sql(table)} x
      on x.created_at >= w.start at time zone 'utc' and x.created_at < (w.start + interval '1 week') at time zone 'utc'
    group by w.start order by w.start`;
  const [listingsPerWeek, claimsPerWeek, reviewsPerWeek, revenueRows] = await Promise.all([
    weekly("listings"),
    weekly("listing_claims"),
    weekly("reviews"),
    sql<{ start: string; product: string | null; cents: number }[]>`
      with months as (
        select generate_series(
          date_trunc('month', now() at time zone 'utc') - ${MONTHS - 1} * interval '1 month',
          date_trunc('month', now() at time zone 'utc'),
          interval '1 month'
        ) as start
      )
      select to_char(m.start, 'YYYY-MM-DD') as start,
             case when p.kind = 'job_pack' then 'job_pack' else p.product end as product,
             coalesce(sum(p.amount_cents), 0)::int as cents
      from months m
      left join payments p
        on p.paid_at >= m.start at time zone 'utc' and p.paid_at < (m.start + interval '1 month') at time zone 'utc'
      group by m.start, 2 order by m.start`,
  ]);
  const months = new Map<string, Record<string, number>>();
  for (const row of revenueRows) {
    const byProduct = months.get(row.start) ?? {};
    if (row.product) byProduct[row.product] = (byProduct[row.product] ?? 0) + row.cents;
    months.set(row.start, byProduct);
  }
  return ok<DashboardTrends>({
    listingsPerWeek: [...listingsPerWeek],
    claimsPerWeek: [...claimsPerWeek],
    reviewsPerWeek: [...reviewsPerWeek],
    revenuePerMonth: [...months].map(([start, byProduct]) => ({ start, byProduct })),
  });
}
