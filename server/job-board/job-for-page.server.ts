/** One job for its public page, with its practice; null for an unknown id. Expired and closed jobs come back marked as not open. */
import type { UseCaseContext } from "../use-case.ts";

export interface JobPage {
  id: number;
  title: string;
  description: string;
  requirements: string;
  salary: string | null;
  applicationUrl: string | null;
  role: string;
  employmentType: string;
  payMin: number | null;
  payMax: number | null;
  payUnit: string;
  postedAt: Date;
  expiresAt: Date;
  open: boolean;
  listing: {
    id: number;
    name: string;
    address: string | null;
    city: string;
    state: string;
    zipCode: string | null;
    email: string;
    website: string | null;
    latitude: number | null;
    longitude: number | null;
  };
}

export async function jobForPage(
  { database }: UseCaseContext<"database">,
  input: { id: number; now?: Date },
): Promise<JobPage | null> {
  const { sql } = database;
  const now = input.now ?? new Date();
  const [row] = await sql<(Omit<JobPage, "listing"> & { listing: JobPage["listing"] })[]>`
    select j.id, j.title, j.description, j.requirements, j.salary, j.application_url as "applicationUrl",
           j.role, j.employment_type as "employmentType", j.pay_min as "payMin", j.pay_max as "payMax",
           j.pay_unit as "payUnit", j.posted_at as "postedAt", j.expires_at as "expiresAt",
           (j.is_active and j.expires_at > ${now.toISOString()}::timestamptz) as open,
           json_build_object('id', l.id, 'name', l.name, 'address', l.address, 'city', l.city, 'state', l.state,
             'zipCode', l.zip_code, 'email', l.email, 'website', l.website,
             'latitude', l.latitude, 'longitude', l.longitude) as listing
    from job_listings j join listings l on l.id = j.listing_id
    where j.id = ${input.id} and l.status = 'active'`;
  // Dates as Date whatever the driver's parsers say.
  return row ? { ...row, postedAt: new Date(row.postedAt), expiresAt: new Date(row.expiresAt) } : null;
}
