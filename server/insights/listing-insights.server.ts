/**
 * Owner insights (issue 11): for each listing asked, its counts per UTC day over the last `days`
 * days (every day present, zeros included) and their totals. Only the listing's owner or an
 * admin may read them (canEditListing), checked here for every listing asked.
 */
import { inArray } from "drizzle-orm";
import { listings } from "@db/schema/index.ts";
import { utcDay } from "@domain/insights.ts";
import { canEditListing } from "../auth/permissions.server.ts";
import { failWith, ok, type Result, messageKey } from "../errors.server.ts";
import type { UseCaseContext } from "../use-case.ts";
import { signedInCaller } from "../owners/listing-access.server.ts";

interface DayCounts {
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
  appearances: number;
  phone: number;
  website: number;
  directions: number;
  email: number;
}

export type InsightsTotals = Omit<DayCounts, "day">;

export interface ListingInsights {
  listingId: number;
  days: DayCounts[];
  totals: InsightsTotals;
}

export const DEFAULT_INSIGHT_DAYS = 90;
const MAX_DAYS = 366;
const MAX_LISTINGS = 200;
const DAY_MS = 86_400_000;

const zero = (): InsightsTotals => ({ views: 0, appearances: 0, phone: 0, website: 0, directions: 0, email: 0 });

export async function listingInsights(
  ctx: UseCaseContext<"database" | "auth">,
  input: { listingIds: readonly number[]; days?: number; today?: Date },
): Promise<Result<ListingInsights[]>> {
  const caller = await signedInCaller(ctx);
  if (!caller.ok) return caller;
  const ids = [...new Set(input.listingIds)];
  if (ids.length === 0) return ok([]);
  if (ids.length > MAX_LISTINGS || ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)) {
    return failWith(404, messageKey("ownerMessage", "not_found"));
  }
  const days = Math.min(MAX_DAYS, Math.max(1, Math.trunc(input.days ?? DEFAULT_INSIGHT_DAYS)));

  const owners = await ctx.database.db
    .select({ id: listings.id, userId: listings.userId })
    .from(listings)
    .where(inArray(listings.id, ids));
  if (owners.length !== ids.length) return failWith(404, messageKey("ownerMessage", "not_found"));
  if (!owners.every((l) => canEditListing(caller.value, l)))
    return failWith(403, messageKey("ownerMessage", "forbidden"));

  const today = input.today ?? new Date();
  const lastDay = utcDay(today);
  const firstDay = utcDay(new Date(today.getTime() - (days - 1) * DAY_MS));
  const rows = await ctx.database.sql<(DayCounts & { listingId: number })[]>`
    select listing_id as "listingId", day::text as day, views, appearances,
           phone_clicks as phone, website_clicks as website, directions_clicks as directions, email_clicks as email
    from listing_daily_stats
    where listing_id = any(${ids}::int[]) and day between ${firstDay}::date and ${lastDay}::date`;

  const byKey = new Map(rows.map((r) => [`${r.listingId}|${r.day}`, r]));
  return ok(
    ids.map((listingId) => {
      const totals = zero();
      const series: DayCounts[] = [];
      for (let i = days - 1; i >= 0; i--) {
        const day = utcDay(new Date(today.getTime() - i * DAY_MS));
        const row = byKey.get(`${listingId}|${day}`);
        const counts = row ? { ...zero(), ...pickCounts(row) } : zero();
        for (const k of Object.keys(totals) as (keyof InsightsTotals)[]) totals[k] += counts[k];
        series.push({ day, ...counts });
      }
      return { listingId, days: series, totals };
    }),
  );
}

const pickCounts = (r: DayCounts): InsightsTotals => ({
  views: r.views,
  appearances: r.appearances,
  phone: r.phone,
  website: r.website,
  directions: r.directions,
  email: r.email,
});
