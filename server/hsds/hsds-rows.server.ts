/**
 * The reads behind the HSDS answers: active listings by id order, in pages (LIMIT/OFFSET in SQL,
 * one count) or by ids, with only the columns the mapping reads, and the insurers the
 * attributes name. Every answer is a fixed number of statements, whatever the page size.
 */
import type { Sql } from "@db/client.server.ts";
import { isoTimestamp } from "@db/sql-time.ts";
import { factDay } from "@domain/fact-freshness.ts";
import type { HsdsListingRow, MapContext } from "./map-listing.ts";
import { buildTermIndex, type InsurerTermSource } from "./taxonomy.ts";

const columns = (sql: Sql) => sql`
  l.id, l.name, l.description, l.address, l.city, l.state, l.zip_code as "zipCode",
  l.latitude, l.longitude, l.phone, l.email, l.website, l.opening_hours as "openingHours",
  l.services, l.insurance_provider_ids as "insuranceProviderIds",
  l.min_age_years as "minAgeYears", l.max_age_years as "maxAgeYears",
  l.care_settings as "careSettings", l.languages, l.funding_accepted as "fundingAccepted",
  l.last_verified_at::text as "lastVerifiedAt", ${isoTimestamp(sql, "l.updated_at")} as "updatedAt",
  l.npi, l.provider_kind as "providerKind", l.location_precision as "locationPrecision",
  l.fact_sources as "factSources", l.accepting_new_clients as "acceptingNewClients",
  l.waitlist_weeks as "waitlistWeeks", l.service_areas as "serviceAreas"`;

/** How many listings are published (active). */
export async function countActiveListings(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from listings where status = 'active'`;
  return row?.n ?? 0;
}

/**
 * One page of active listings, by id. The offset is walked over ids alone and only the page's
 * rows are read whole: PostgreSQL computes the select list of every row it skips, so skipping
 * 100,000 whole rows costs a second where skipping their ids costs milliseconds.
 */
export async function activeListingRowsPage(sql: Sql, limit: number, offset: number): Promise<HsdsListingRow[]> {
  return sql<HsdsListingRow[]>`
    select ${columns(sql)}
    from (
      select id from listings where status = 'active' order by id limit ${limit} offset ${offset}
    ) page
    join listings l on l.id = page.id
    order by l.id`;
}

/** The active listings among these ids, by id. */
export async function activeListingRowsByIds(sql: Sql, ids: readonly number[]): Promise<HsdsListingRow[]> {
  if (ids.length === 0) return [];
  return sql<HsdsListingRow[]>`
    select ${columns(sql)} from listings l
    where l.id = any(${sql.array([...ids])}::int[]) and l.status = 'active'
    order by l.id`;
}

/** The ids of every active listing, in order: the data package's snapshot of what it holds. */
export async function activeListingIds(sql: Sql): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`select id from listings where status = 'active' order by id`;
  return rows.map((r) => r.id);
}

/** The active insurers (a small table), as the insurer taxonomy's terms. */
async function activeInsurers(sql: Sql): Promise<InsurerTermSource[]> {
  return sql<InsurerTermSource[]>`
    select id, name, display_name as "displayName" from insurance_providers
    where is_active order by sort_order, display_name`;
}

/** What mapping a listing needs besides its row: the site's origin and the taxonomy terms. */
export async function mapContext(sql: Sql, origin: string): Promise<MapContext> {
  return { origin, terms: buildTermIndex(await activeInsurers(sql)), today: factDay(new Date()) };
}
