import { sql } from "drizzle-orm";
import { check, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { listings } from "./listings.ts";

/**
 * Owner insights (issue 11): per listing and UTC day, how often its page was shown, how often it
 * appeared in search results, and how often each contact link was followed. Counts only, no
 * visitor data. Written in batches by server/insights/insights-buffer.server.ts
 * (insert … on conflict do update set n = n + excluded.n).
 */
export const listingDailyStats = pgTable(
  "listing_daily_stats",
  {
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    views: integer("views").notNull().default(0),
    appearances: integer("appearances").notNull().default(0),
    phoneClicks: integer("phone_clicks").notNull().default(0),
    websiteClicks: integer("website_clicks").notNull().default(0),
    directionsClicks: integer("directions_clicks").notNull().default(0),
    emailClicks: integer("email_clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/**
 * The search log for the admin dashboard (issue 13): searches per UTC day and searched place,
 * and how many found nothing. The place is a state code, a city as the places table spells it,
 * a zip or a provider name; never the visitor's location or anything about the visitor.
 */
export const searchDailyStats = pgTable(
  "search_daily_stats",
  {
    day: date("day").notNull(),
    kind: text("kind").notNull(),
    place: text("place").notNull(),
    searches: integer("searches").notNull().default(0),
    zeroResults: integer("zero_results").notNull().default(0),
  },
  (t) => [
    // Every dashboard read is a range of days: the key's first column serves it.
    primaryKey({ columns: [t.day, t.kind, t.place] }),
    check("search_daily_stats_kind_check", sql`${t.kind} in ('state', 'city', 'zip', 'name', 'location', 'all')`),
  ],
);
