/**
 * Demo jobs for the job board (issue 12): a few hundred postings on demo listings, in one
 * INSERT … SELECT, so a load stays fast. Which listings get a job, and the job's words, follow
 * from the listing id (deterministic); the dates are relative to the load so the jobs are open.
 */
import type { Sql } from "@db/client.server.ts";

export const DEMO_JOBS = 300;

/** Per role: title, requirements, yearly or hourly pay range. Index = listing id mod the length. */
const ROLES = [
  [
    "rbt",
    "Registered Behavior Technician (RBT)",
    "Active RBT credential or willingness to earn it in 90 days. High school diploma. Reliable transportation.",
    19,
    26,
    "hour",
  ],
  [
    "bcba",
    "Board Certified Behavior Analyst (BCBA)",
    "Current BCBA certification and state license where required. Two years of clinical experience preferred.",
    72000,
    92000,
    "year",
  ],
  [
    "rbt",
    "Behavior Technician — in-home",
    "RBT credential preferred; paid training provided. Comfortable working with children ages 2 to 12.",
    18,
    24,
    "hour",
  ],
  [
    "bcaba",
    "Board Certified Assistant Behavior Analyst (BCaBA)",
    "Current BCaBA certification and supervision by a BCBA on site.",
    48000,
    60000,
    "year",
  ],
  [
    "clinical_director",
    "Clinical Director",
    "BCBA-D or BCBA with five years of supervision experience and team leadership.",
    95000,
    125000,
    "year",
  ],
  [
    "other",
    "Intake Coordinator",
    "Experience with insurance verification and scheduling; bilingual English-Spanish a plus.",
    40000,
    50000,
    "year",
  ],
] as const;
const TYPES = ["full_time", "full_time", "part_time", "full_time", "contract", "per_diem", "full_time", "internship"];

/** Adds the demo jobs unless the board already has any. Returns how many were added. */
export async function loadDemoJobs(sql: Sql, count = DEMO_JOBS): Promise<number> {
  const roles = ROLES.map((r) => r[0]);
  const titles = ROLES.map((r) => r[1]);
  const requirements = ROLES.map((r) => r[2]);
  const mins = ROLES.map((r) => r[3]);
  const maxes = ROLES.map((r) => r[4]);
  const units = ROLES.map((r) => r[5]);
  const rows = await sql`
    insert into job_listings (listing_id, user_id, title, description, requirements, salary, role, employment_type,
                              pay_min, pay_max, pay_unit, posted_at, expires_at)
    select l.id, l.user_id,
           (${titles}::text[])[k + 1],
           'Join ' || l.name || ' in ' || l.city || ', ' || l.state ||
             '. We provide ABA therapy with small caseloads, paid supervision hours and a team that plans together every week.',
           (${requirements}::text[])[k + 1],
           case when l.id % 3 = 0 then 'Plus paid CEUs and a sign-on bonus' end,
           (${roles}::text[])[k + 1],
           (${TYPES}::text[])[l.id % ${TYPES.length} + 1],
           (${mins}::int[])[k + 1], (${maxes}::int[])[k + 1], (${units}::text[])[k + 1],
           now() - make_interval(days => (l.id % 45)::int),
           now() - make_interval(days => (l.id % 45)::int) + interval '60 days'
    from (select l.*, (l.id % ${ROLES.length})::int as k from listings l
          where l.status = 'active' and l.latitude is not null
            and not exists (select 1 from job_listings)
          order by hashint4(l.id), l.id
          limit ${count}) l
    returning 1`;
  return rows.length;
}
