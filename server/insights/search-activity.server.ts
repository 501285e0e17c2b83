/**
 * The search log read for the admin dashboard (issue 13): searches per day, the places searched
 * most, and the places whose searches found nothing most often (where the directory lacks
 * providers). Site admins only (listing admins moderate listings; the log is site-wide).
 */
import { utcDay, type SearchKind } from "@domain/insights.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import { hasRole } from "../auth/permissions.server.ts";
import { signedInCaller } from "../owners/listing-access.server.ts";
import type { UseCaseContext } from "../use-case.ts";

interface SearchDay {
  /** YYYY-MM-DD (UTC); every day of the range, zeros included. */
  day: string;
  searches: number;
  zeroResults: number;
}

interface SearchedPlace {
  kind: SearchKind;
  place: string;
  searches: number;
  zeroResults: number;
}

export interface SearchActivity {
  perDay: SearchDay[];
  /** Named places (state, city, zip, provider name) by number of searches. */
  topPlaces: SearchedPlace[];
  /** Named places by number of searches that found nothing. */
  topZeroResultPlaces: SearchedPlace[];
}

const DAY_MS = 86_400_000;

export async function searchActivity(
  ctx: UseCaseContext<"database" | "auth">,
  input: { days?: number; limit?: number; today?: Date } = {},
): Promise<Result<SearchActivity>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  if (!hasRole(caller.value, "site_admin")) return failWith(403, messageKey("ownerMessage", "forbidden"));
  const days = Math.min(366, Math.max(1, Math.trunc(input.days ?? 30)));
  const limit = Math.min(100, Math.max(1, Math.trunc(input.limit ?? 10)));
  const today = input.today ?? new Date();
  const first = utcDay(new Date(today.getTime() - (days - 1) * DAY_MS));
  const last = utcDay(today);
  const { sql } = ctx.database;

  const [perDayRows, topPlaces, topZeroResultPlaces] = await Promise.all([
    sql<SearchDay[]>`
      select day::text as day, sum(searches)::int as searches, sum(zero_results)::int as "zeroResults"
      from search_daily_stats where day between ${first}::date and ${last}::date
      group by day`,
    sql<SearchedPlace[]>`
      select kind, place, sum(searches)::int as searches, sum(zero_results)::int as "zeroResults"
      from search_daily_stats
      where day between ${first}::date and ${last}::date and place <> ''
      group by kind, place order by searches desc, place limit ${limit}`,
    sql<SearchedPlace[]>`
      select kind, place, sum(searches)::int as searches, sum(zero_results)::int as "zeroResults"
      from search_daily_stats
      where day between ${first}::date and ${last}::date and place <> '' and zero_results > 0
      group by kind, place order by "zeroResults" desc, searches desc, place limit ${limit}`,
  ]);
  const byDay = new Map(perDayRows.map((r) => [r.day, r]));
  const perDay: SearchDay[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = utcDay(new Date(today.getTime() - i * DAY_MS));
    perDay.push(byDay.get(day) ?? { day, searches: 0, zeroResults: 0 });
  }
  return ok({ perDay, topPlaces: [...topPlaces], topZeroResultPlaces: [...topZeroResultPlaces] });
}
