import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, tsvector, updatedAt } from "./columns.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";

/**
 * The job board's postings (spec entity job_listings; issue 12). Not to be confused with
 * job_worker_leases, the background queue. A posting is public while active and not expired;
 * expires_at is posted_at + 60 days and renewing moves both (server/job-board).
 */
export const jobListings = pgTable(
  "job_listings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Free text shown next to the pay range, for example "plus CEU stipend". */
    salary: text("salary"),
    requirements: text("requirements").notNull(),
    applicationUrl: text("application_url"),
    isActive: boolean("is_active").notNull().default(true),
    /** domain/job-board.ts JOB_ROLES. */
    role: text("role").notNull(),
    /** domain/job-board.ts EMPLOYMENT_TYPES. */
    employmentType: text("employment_type").notNull(),
    /** Whole dollars per pay unit. */
    payMin: integer("pay_min"),
    payMax: integer("pay_max"),
    payUnit: text("pay_unit").notNull().default("year"),
    /** The top of the range per year (hourly × 2080), so one filter compares both units. */
    payYearlyMax: integer("pay_yearly_max").generatedAlwaysAs(
      (): SQL =>
        sql`case when ${jobListings.payUnit} = 'hour' then coalesce(${jobListings.payMax}, ${jobListings.payMin}) * 2080 else coalesce(${jobListings.payMax}, ${jobListings.payMin}) end`,
    ),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(${jobListings.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${jobListings.description}, '') || ' ' || coalesce(${jobListings.requirements}, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_listings_listing_id_idx").on(t.listingId),
    index("job_listings_open_idx")
      .on(t.postedAt.desc(), t.id)
      .where(sql`${t.isActive}`),
    index("job_listings_search_idx").using("gin", t.searchVector),
    check("job_listings_role_check", sql`${t.role} in ('bcba', 'bcaba', 'rbt', 'clinical_director', 'other')`),
    check(
      "job_listings_type_check",
      sql`${t.employmentType} in ('full_time', 'part_time', 'contract', 'per_diem', 'internship')`,
    ),
    check("job_listings_pay_unit_check", sql`${t.payUnit} in ('hour', 'year')`),
    check("job_listings_pay_check", sql`${t.payMin} is null or ${t.payMax} is null or ${t.payMin} <= ${t.payMax}`),
  ],
);

export type JobListing = typeof jobListings.$inferSelect;
