/** The open jobs for the jobs sitemap: id, title and last change. */
import type { UseCaseContext } from "../use-case.ts";

export async function openJobsForSitemap(
  { database }: UseCaseContext<"database">,
  input: { now?: Date } = {},
): Promise<{ id: number; title: string; updatedAt: Date }[]> {
  const { sql } = database;
  return sql<{ id: number; title: string; updatedAt: Date }[]>`
    select j.id, j.title, j.updated_at as "updatedAt"
    from job_listings j join listings l on l.id = j.listing_id
    where j.is_active and j.expires_at > ${(input.now ?? new Date()).toISOString()}::timestamptz and l.status = 'active'
    order by j.id
    limit 50000`;
}
