/**
 * The public job search: open jobs (active, not expired) by keyword, place and radius, role,
 * employment type and a yearly pay floor, newest or nearest first, a page at a time.
 */
import { JOBS_PER_PAGE, type JobSearch } from "@domain/job-board.ts";
import { METERS_PER_MILE } from "@domain/distance.ts";
import { zipFromQuery } from "@domain/search-query.ts";
import { geocodeCity, geocodeZip, type GeocodedPlace } from "../listings/geocode.server.ts";
import { joinFragments, metersFrom, withinMeters, type Fragment } from "../listings/sql-fragments.server.ts";
import type { UseCaseContext } from "../use-case.ts";

interface JobCard {
  id: number;
  title: string;
  role: string;
  employmentType: string;
  payMin: number | null;
  payMax: number | null;
  payUnit: string;
  postedAt: Date;
  expiresAt: Date;
  listingId: number;
  practiceName: string;
  city: string;
  state: string;
  /** Miles from the searched place, when there is one. */
  miles: number | null;
}

export interface JobResults {
  jobs: JobCard[];
  total: number;
  page: number;
  pages: number;
  /** The searched place, or null when none was typed or it was not found. */
  place: GeocodedPlace | null;
  placeUnknown: boolean;
}

async function geocode(ctx: UseCaseContext<"database">, text: string): Promise<GeocodedPlace | null> {
  const zip = zipFromQuery(text);
  return zip ? geocodeZip(ctx, { zip }) : geocodeCity(ctx, { text });
}

export async function searchJobs(
  ctx: UseCaseContext<"database">,
  input: { search: JobSearch; now?: Date },
): Promise<JobResults> {
  const { sql } = ctx.database;
  const { search } = input;
  const now = input.now ?? new Date();
  const place = search.place ? await geocode(ctx, search.place) : null;
  const where: Fragment[] = [
    sql`j.is_active`,
    sql`j.expires_at > ${now.toISOString()}::timestamptz`,
    sql`l.status = 'active'`,
  ];
  if (search.keyword) where.push(sql`j.search_vector @@ websearch_to_tsquery('english', ${search.keyword})`);
  if (search.role) where.push(sql`j.role = ${search.role}`);
  if (search.employmentType) where.push(sql`j.employment_type = ${search.employmentType}`);
  if (search.payAtLeast) where.push(sql`j.pay_yearly_max >= ${search.payAtLeast}`);
  if (place) where.push(withinMeters(sql, place, search.radius * METERS_PER_MILE));
  const filter = joinFragments(sql, where, "and");
  const distance = place ? sql`${metersFrom(sql, place)} / ${METERS_PER_MILE}::float8` : sql`null::float8`;
  const order =
    place && search.sort === "nearest" ? sql`miles asc, j.posted_at desc, j.id desc` : sql`j.posted_at desc, j.id desc`;
  const [countRow] = await sql<{ total: number }[]>`
    select count(*)::int as total from job_listings j join listings l on l.id = j.listing_id where ${filter}`;
  const total = countRow?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / JOBS_PER_PAGE));
  const page = Math.min(search.page, pages);
  const rows = await sql<JobCard[]>`
    select j.id, j.title, j.role, j.employment_type as "employmentType", j.pay_min as "payMin",
           j.pay_max as "payMax", j.pay_unit as "payUnit", j.posted_at as "postedAt",
           j.expires_at as "expiresAt", l.id as "listingId", l.name as "practiceName", l.city, l.state,
           ${distance} as miles
    from job_listings j join listings l on l.id = j.listing_id
    where ${filter}
    order by ${order}
    limit ${JOBS_PER_PAGE} offset ${(page - 1) * JOBS_PER_PAGE}`;
  const jobs = rows.map((row) => ({ ...row, postedAt: new Date(row.postedAt), expiresAt: new Date(row.expiresAt) }));
  return { jobs, total, page, pages, place, placeUnknown: Boolean(search.place) && !place };
}
