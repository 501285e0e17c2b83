import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * The public freshness figures (issue 29, /freshness): per UTC day, nationwide (state null) and
 * per state, real and demo listings apart, how many active listings there were and how many had
 * their intake and their insurers confirmed within their lifetimes (domain/fact-freshness.ts).
 * Written by the daily freshness_snapshot job (server/freshness), one aggregate over listings;
 * a rerun on the same day replaces that day's rows. A few thousand rows a year: kept.
 */
export const freshnessSnapshots = pgTable(
  "freshness_snapshots",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** Two-letter state, or null for the whole country. */
    state: text("state"),
    demo: boolean("demo").notNull(),
    activeListings: integer("active_listings").notNull(),
    intakeConfirmed: integer("intake_confirmed").notNull(),
    insurersConfirmed: integer("insurers_confirmed").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("freshness_snapshots_day_state_demo_key").on(t.day, t.state, t.demo).nullsNotDistinct(),
    check(
      "freshness_snapshots_counts_check",
      sql`${t.intakeConfirmed} between 0 and ${t.activeListings} and ${t.insurersConfirmed} between 0 and ${t.activeListings}`,
    ),
  ],
);
