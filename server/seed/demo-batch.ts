/**
 * One batch of demo rows, generated and encoded for bulkInsert: listings with their insurer links
 * and reviews. Pure (no database: the listing ids come with the job), so the bulk seed can run it
 * in worker threads (demo-batch-pool.server.ts) while the main thread inserts the previous batch;
 * every listing follows from the seed and its index alone, so the thread that built it does not
 * change the rows.
 */
import { encodeColumns, type BulkColumn, type BulkValue, type ColumnType, type EncodedColumns } from "./bulk-encode.ts";
import { generateListings, generateReviews, type DemoListing, type DemoReview } from "./generator.ts";
import { addDays } from "../../domain/fact-freshness.ts";
import type { FactSources } from "../../domain/provenance.ts";
import type { Result } from "../../domain/result.ts";

export interface DemoBatchJob {
  seed: string;
  /** Position in the seed's sequence of the batch's first listing. */
  startIndex: number;
  /** One listing id per listing, taken from the listings' identity sequence. */
  ids: readonly number[];
  /** insurance_providers.name → id. */
  insurerIds: ReadonlyArray<readonly [string, number]>;
  /** The demo contributor's user id, when this load created it. */
  ownerId: number | null;
  /** The day of the load (UTC, YYYY-MM-DD): the demo facts' confirmation days count back from it. */
  loadDay: string;
}

export interface DemoBatch {
  listings: EncodedColumns;
  links: EncodedColumns;
  reviews: EncodedColumns;
  /** CPU time spent generating and encoding, for the seed's breakdown. */
  ms: number;
}

/** A worker's answer to one job (demo-batch.worker.ts): the batch, or why it failed. */
export type DemoBatchReply = Result<DemoBatch, string>;

interface ListingRow {
  listing: DemoListing;
  id: number;
  factSources: FactSources;
  userId: number | null;
  reviews: DemoReview[];
  insurerIds: number[];
}

/**
 * The review summary the reviews triggers would compute (round(avg(rating), 1), half away from
 * zero, 0 without reviews): written with the listing, so the trigger finds nothing to change
 * instead of rewriting the row (and a bulk load can switch the trigger off).
 */
function ratingAverage(reviews: readonly DemoReview[]): number {
  if (reviews.length === 0) return 0;
  return Math.round((10 * reviews.reduce((sum, r) => sum + r.rating, 0)) / reviews.length) / 10;
}

type ColumnSpec<T> = ReadonlyArray<readonly [name: string, type: ColumnType, value: (row: T) => BulkValue]>;

const LISTING_COLUMNS: ColumnSpec<ListingRow> = [
  ["id", "int4", (r) => r.id],
  ["user_id", "int4", (r) => r.userId],
  ["name", "text", (r) => r.listing.name],
  ["description", "text", (r) => r.listing.description],
  ["address", "text", (r) => r.listing.address],
  ["city", "text", (r) => r.listing.city],
  ["state", "text", (r) => r.listing.state],
  ["zip_code", "text", (r) => r.listing.zipCode],
  ["latitude", "float8", (r) => r.listing.latitude],
  ["longitude", "float8", (r) => r.listing.longitude],
  ["phone", "text", (r) => r.listing.phone],
  ["email", "text", (r) => r.listing.email],
  ["website", "text", (r) => r.listing.website],
  ["opening_hours", "text", (r) => r.listing.openingHours],
  ["tier", "text", (r) => r.listing.tier],
  ["status", "text", (r) => r.listing.status],
  ["services", "jsonb", (r) => r.listing.services],
  ["images", "jsonb", (r) => r.listing.images],
  ["payment_status", "text", (r) => r.listing.paymentStatus],
  ["accepting_new_clients", "bool", (r) => r.listing.acceptingNewClients],
  ["waitlist_weeks", "int4", (r) => r.listing.waitlistWeeks],
  ["last_verified_at", "date", (r) => r.listing.lastVerifiedAt],
  ["min_age_years", "int4", (r) => r.listing.minAgeYears],
  ["max_age_years", "int4", (r) => r.listing.maxAgeYears],
  ["care_settings", "jsonb", (r) => r.listing.careSettings],
  ["languages", "jsonb", (r) => r.listing.languages],
  ["funding_accepted", "jsonb", (r) => r.listing.fundingAccepted],
  ["bcba_certificant_numbers", "jsonb", (r) => r.listing.bcbaCertificantNumbers],
  ["owner_verified", "bool", (r) => r.listing.ownerVerified],
  ["fact_sources", "jsonb", (r) => JSON.stringify(r.factSources)],
  ["service_areas", "jsonb", (r) => JSON.stringify(r.listing.serviceAreas)],
  ["demo", "bool", () => true],
  ["rating_average", "numeric", (r) => ratingAverage(r.reviews)],
  ["review_count", "int4", (r) => r.reviews.length],
  ["insurance_provider_ids", "int4[]", (r) => `{${[...r.insurerIds].sort((a, b) => a - b).join(",")}}`],
  ["created_at", "timestamptz", (r) => r.listing.createdAt],
  // Last touched when last verified.
  ["updated_at", "timestamptz", (r) => `${r.listing.lastVerifiedAt}T12:00:00.000Z`],
];

interface LinkRow {
  listingId: number;
  insurerId: number;
  createdAt: string;
}

const INSURANCE_LINK_COLUMNS: ColumnSpec<LinkRow> = [
  ["listing_id", "int4", (r) => r.listingId],
  ["insurance_provider_id", "int4", (r) => r.insurerId],
  ["created_at", "timestamptz", (r) => r.createdAt],
];

const REVIEW_COLUMNS: ColumnSpec<DemoReview & { listingId: number }> = [
  ["listing_id", "int4", (r) => r.listingId],
  ["rating", "int4", (r) => r.rating],
  ["comment", "text", (r) => r.comment],
  ["name", "text", (r) => r.name],
  ["email", "text", (r) => r.email],
  ["created_at", "timestamptz", (r) => r.createdAt],
  // Written when it was posted and never since: a demo review does not read "(edited …)".
  ["updated_at", "timestamptz", (r) => r.createdAt],
];

/**
 * When the demo's intake was "confirmed", counted back from the load day so the demo shows
 * current and expired intake whenever it is loaded (issue 29): 0 to 39 days for paid listings and
 * 0 to 89 for the others, spread by the listing's position (no draw from the generator, so the
 * generated listings stay the same). The demo's other facts carry no date.
 */
export function demoFactSources(listing: DemoListing, position: number, loadDay: string): FactSources {
  // Service areas (issue 29) are demo facts given on the day the listing was last verified.
  const areas: FactSources =
    listing.serviceAreas.length > 0 ? { serviceAreas: { source: "demo", confirmedOn: listing.lastVerifiedAt } } : {};
  if (listing.acceptingNewClients === null) return areas;
  const daysAgo = (position * 37) % (listing.paymentStatus === "paid" ? 40 : 90);
  return { intake: { source: "demo", confirmedOn: addDays(loadDay, -daysAgo) ?? loadDay }, ...areas };
}

function columnsOf<T>(rows: readonly T[], spec: ColumnSpec<T>): BulkColumn[] {
  return spec.map(([name, type, value]) => ({ name, type, values: rows.map(value) }));
}

export function buildDemoBatch(job: DemoBatchJob): DemoBatch {
  const started = performance.now();
  const insurerIds = new Map(job.insurerIds);
  const listings: ListingRow[] = [];
  for (const listing of generateListings({ count: job.ids.length, seed: job.seed, startIndex: job.startIndex })) {
    const id = job.ids[listings.length] as number;
    const insurers = [...new Set(listing.insurances.flatMap((key) => insurerIds.get(key) ?? []))];
    const reviews = generateReviews(listing, job.seed);
    const factSources = demoFactSources(listing, job.startIndex + listings.length, job.loadDay);
    const userId = listing.ownedByDemoUser ? job.ownerId : null;
    listings.push({ listing, id, factSources, userId, reviews, insurerIds: insurers });
  }
  const links = listings.flatMap(({ listing, id, insurerIds }) =>
    insurerIds.map((insurerId) => ({ listingId: id, insurerId, createdAt: listing.createdAt })),
  );
  const reviews = listings.flatMap(({ reviews, id }) => reviews.map((r) => ({ ...r, listingId: id })));
  return {
    listings: encodeColumns("listings", columnsOf(listings, LISTING_COLUMNS)),
    links: encodeColumns("listing_insurances", columnsOf(links, INSURANCE_LINK_COLUMNS)),
    reviews: encodeColumns("reviews", columnsOf(reviews, REVIEW_COLUMNS)),
    ms: performance.now() - started,
  };
}
