import type { Sql } from "@db/client.server.ts";
import type { LatLng } from "@domain/distance.ts";
import type { InsuranceRef, LocationPrecision, ProviderKind } from "../../domain/listing-schema.ts";
import type { FactSources } from "@domain/provenance.ts";
import type { RegistryRecord } from "@domain/nppes/record.ts";
import type { AreaMatch, ServiceArea } from "@domain/service-areas.ts";
import { metersFrom, type Fragment } from "./sql-fragments.server.ts";

/** A listing as read for display: its columns plus review summary and insurers. */
export interface ListingRow {
  id: number;
  userId: number | null;
  name: string;
  description: string | null;
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  openingHours: string | null;
  tier: string;
  status: string;
  services: string[];
  images: string[];
  averageRating: number;
  reviewCount: number;
  insurances: InsuranceRef[];
  acceptingNewClients: boolean | null;
  waitlistWeeks: number | null;
  /** The day the intake was last confirmed (YYYY-MM-DD), from fact_sources. */
  intakeConfirmedOn: string | null;
  /** The stored "intake current" flag the relevance order ranks by (migration 0032). */
  intakeFresh: boolean;
  lastVerifiedAt: string | null;
  minAgeYears: number | null;
  maxAgeYears: number | null;
  careSettings: string[];
  languages: string[];
  fundingAccepted: string[];
  bcbaCertificantNumbers: string[];
  ownerVerified: boolean;
  npi: string | null;
  providerKind: ProviderKind | null;
  locationPrecision: LocationPrecision | null;
  factSources: FactSources;
  registryRecord: RegistryRecord | null;
  /** Meters from the origin, when one was given. */
  meters: number | null;
  /** Where the provider serves beyond its office (issue 29). */
  serviceAreas: ServiceArea[];
  /** Set by a search from a place: which of its areas covers that place (null: none). */
  areaMatch?: AreaMatch | null;
}

/**
 * The listings `l` with these ids, one primary-key lookup each. `where l.id = any(…)` let the
 * planner of PostgreSQL 18 skip-scan listings_tier_rank_idx (tier_rank, id) instead: 2.9 ms for
 * 124 ids at 100,000 listings where the lookups take 1.1 (docs/performance.md).
 */
function byIds(sql: Sql, ids: readonly number[]) {
  return sql`unnest(${sql.array([...ids])}::int[]) as wanted(id) join listings l on l.id = wanted.id`;
}

/** Each listing's columns, review summary and insurers, from `from` (which names the listings `l`). */
function selectRows(sql: Sql, from: Fragment, origin: LatLng | null | undefined, order: Fragment) {
  const meters = origin ? metersFrom(sql, origin) : sql`null::float8`;
  return sql<ListingRow[]>`
    select l.id, l.user_id as "userId", l.name, l.description, l.address, l.city, l.state,
           l.zip_code as "zipCode", l.latitude, l.longitude, l.phone, l.email, l.website,
           l.opening_hours as "openingHours", l.tier, l.status, l.services, l.images,
           l.rating_average::float8 as "averageRating", l.review_count as "reviewCount",
           coalesce(ins.items, '[]'::json) as insurances,
           l.accepting_new_clients as "acceptingNewClients", l.waitlist_weeks as "waitlistWeeks",
           l.intake_confirmed_on::text as "intakeConfirmedOn", l.intake_fresh as "intakeFresh",
           l.last_verified_at::text as "lastVerifiedAt", l.min_age_years as "minAgeYears",
           l.max_age_years as "maxAgeYears", l.care_settings as "careSettings", l.languages,
           l.funding_accepted as "fundingAccepted", l.bcba_certificant_numbers as "bcbaCertificantNumbers",
           l.owner_verified as "ownerVerified", l.npi, l.provider_kind as "providerKind",
           l.location_precision as "locationPrecision", l.fact_sources as "factSources",
           l.registry_record as "registryRecord", l.service_areas as "serviceAreas", ${meters} as meters
    from ${from}
    left join lateral (
      select json_agg(json_build_object('name', ip.name, 'displayName', ip.display_name)
                      order by ip.sort_order, ip.display_name) as items
      from insurance_providers ip
      where ip.id = any(l.insurance_provider_ids) and ip.is_active
    ) ins on true
    ${order}`;
}

/**
 * Reads the listings with these ids, in the order given. The rating summary and the insurer ids
 * are stored on the listing (kept by triggers from reviews and listing_insurances); the insurers'
 * names come from the small insurance_providers table by those ids, without a lookup in
 * listing_insurances per row.
 */
export async function loadListingRows(sql: Sql, ids: readonly number[], origin?: LatLng | null): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(sql, byIds(sql, ids), origin, sql``);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The listings a statement picks (`picked`: a select of ids, in its own order), read in the same
 * statement: one round trip where the ids and then the rows took two. Send it on the client the
 * picking statement needs (customPlans for a search's).
 */
export async function loadPickedListingRows(sql: Sql, picked: Fragment, origin?: LatLng | null): Promise<ListingRow[]> {
  const from = sql`unnest(array(${picked})) with ordinality as wanted(id, position) join listings l on l.id = wanted.id`;
  return selectRows(sql, from, origin, sql`order by wanted.position`);
}

/** What the search orders read of a listing (listing-order.ts), without the rest of its row. */
export type SortKeyRow = Pick<
  ListingRow,
  "id" | "tier" | "intakeFresh" | "name" | "averageRating" | "reviewCount" | "meters" | "serviceAreas" | "areaMatch"
>;

/**
 * The order keys of these listings, in the order given: for merging the listings that serve a
 * searched place into a capped set (issue 29) before one page of whole rows is read.
 */
export async function loadSortKeys(sql: Sql, ids: readonly number[], origin: LatLng | null): Promise<SortKeyRow[]> {
  if (ids.length === 0) return [];
  const meters = origin ? metersFrom(sql, origin) : sql`null::float8`;
  const rows = await sql<SortKeyRow[]>`
    select l.id, l.tier, l.intake_fresh as "intakeFresh", l.name, l.rating_average::float8 as "averageRating",
           l.review_count as "reviewCount", l.service_areas as "serviceAreas", ${meters} as meters
    from ${byIds(sql, ids)}`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
