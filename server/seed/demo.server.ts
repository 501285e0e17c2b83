/**
 * Loads the generated demo data: insurers, one account per role, products, then listings with
 * their insurers and reviews, in batches of bulk inserts. Appending to an existing demo
 * database continues the seed's sequence where the last load stopped.
 */
import { loadDemoJobs } from "./demo-jobs.server.ts";
import { randomBytes } from "node:crypto";
import type postgres from "postgres";
import { hashPassword } from "@server/auth/password.server.ts";
import type { Role } from "@domain/roles.ts";
import type { Database, Sql } from "../../db/client.server.ts";
import { DEMO_OWNER_USERNAME } from "./demo-catalog.ts";
import { bulkInsert, type BulkColumn, type BulkValue, type ColumnType } from "./bulk-insert.server.ts";
import { withIndexesAfterLoad } from "./indexes-after-load.server.ts";
import {
  DEMO_INSURANCE_PROVIDERS,
  DEMO_PRODUCTS,
  DEMO_SEED,
  DEMO_USERS,
  generateListings,
  generateReviews,
  type DemoListing,
  type DemoReview,
} from "./generator.ts";

export const DEMO_STATE_KEY = "demo_data";
/** Any constant shared by all processes: one demo load at a time. */
const DEMO_LOCK_ID = 727_002;
const DEFAULT_BATCH_SIZE = 5000;

export interface DemoAccount {
  username: string;
  role: Role;
  /** Shown once to whoever started the load; only its hash is stored. */
  password: string;
}

export interface LoadDemoOptions {
  listings: number;
  seed?: string;
  batchSize?: number;
  /** One transaction, indexes built after the rows; default: from INDEXES_AFTER_LOAD_FROM listings on. */
  indexesAfterLoad?: boolean;
  onProgress?: (progress: { listings: number; total: number }) => void;
}

export interface LoadDemoResult {
  listings: number;
  reviews: number;
  insuranceLinks: number;
  /** Position in the seed's sequence of the first listing added. */
  startIndex: number;
  /** Accounts created by this load (existing ones are left alone). */
  accounts: DemoAccount[];
  ms: number;
}

/** Runs `fn` while holding the demo-data lock, so two processes never load at once. Needs a pool of 2+. */
export async function withDemoLock<T>(sql: Sql, fn: () => Promise<T>): Promise<T> {
  const reserved = await sql.reserve();
  try {
    await reserved`select pg_advisory_lock(${DEMO_LOCK_ID})`;
    try {
      return await fn();
    } finally {
      await reserved`select pg_advisory_unlock(${DEMO_LOCK_ID})`;
    }
  } finally {
    reserved.release();
  }
}

interface ListingRow {
  listing: DemoListing;
  id: number;
  userId: number | null;
  reviews: DemoReview[];
  insurerIds: number[];
}

/**
 * The review summary the reviews triggers would compute (round(avg(rating), 1), half away from
 * zero, 0 without reviews): written with the listing, so the trigger finds nothing to change
 * instead of rewriting the row.
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
];

function columnsOf<T>(rows: readonly T[], spec: ColumnSpec<T>): BulkColumn[] {
  return spec.map(([name, type, value]) => ({ name, type, values: rows.map(value) }));
}

const strongPassword = () => randomBytes(15).toString("base64url");

interface FixedTables {
  insurerIds: Map<string, number>;
  accounts: DemoAccount[];
  /** The demo contributor, when this load created it (never someone else's account). */
  ownerId: number | null;
}

/** Insurers, accounts and products; whatever already exists is kept as it is. */
async function loadFixedTables(
  tx: postgres.TransactionSql,
  hashed: Array<DemoAccount & { hash: string }>,
): Promise<FixedTables> {
  await tx`
    insert into insurance_providers ${tx(DEMO_INSURANCE_PROVIDERS.map((p) => ({ name: p.name, display_name: p.displayName, sort_order: p.sortOrder })))}
    on conflict (name) do nothing`;
  const insurers = await tx<{ id: number; name: string }[]>`
    select id, name from insurance_providers where name in ${tx(DEMO_INSURANCE_PROVIDERS.map((p) => p.name))}`;

  const taken = await tx<{ username: string; email: string }[]>`
    select lower(username) as username, lower(email) as email from users
    where lower(username) in ${tx(DEMO_USERS.map((u) => u.username))} or lower(email) in ${tx(DEMO_USERS.map((u) => u.email))}`;
  const isTaken = (u: (typeof DEMO_USERS)[number]) =>
    taken.some((t) => t.username === u.username || t.email === u.email);
  const fresh = DEMO_USERS.filter((u) => !isTaken(u));
  const created = fresh.length
    ? await tx<{ id: number; username: string }[]>`
        insert into users ${tx(
          fresh.map((u) => ({
            username: u.username,
            password: hashed.find((h) => h.username === u.username)?.hash ?? "",
            email: u.email,
            email_verified: true,
            full_name: u.fullName,
            role: u.role,
          })),
        )}
        returning id, username`
    : [];

  const [products] = await tx<{ n: number }[]>`select count(*)::int as n from autism_products`;
  if ((products?.n ?? 0) === 0) {
    await tx`insert into autism_products ${tx(
      DEMO_PRODUCTS.map((p) => ({
        name: p.name,
        description: p.description,
        image_url: p.imageUrl,
        affiliate_link: p.affiliateLink,
        price: p.price,
        category: p.category,
        age_range: p.ageRange,
        is_active: p.isActive,
        sort_order: p.sortOrder,
      })),
    )}`;
  }
  return {
    insurerIds: new Map(insurers.map((i) => [i.name, i.id])),
    accounts: hashed
      .filter((h) => created.some((c) => c.username === h.username))
      .map(({ username, role, password }) => ({ username, role, password })),
    ownerId: created.find((c) => c.username === DEMO_OWNER_USERNAME)?.id ?? null,
  };
}

/** Where the seed sequence continues: the number of demo listings loaded so far. */
async function loadedDemoListings(sql: Sql): Promise<number> {
  const [row] = await sql<
    { n: number | null }[]
  >`select (value->>'listings')::int as n from app_state where key = ${DEMO_STATE_KEY}`;
  return row?.n ?? 0;
}

interface BatchCounts {
  listings: number;
  reviews: number;
  insuranceLinks: number;
}

interface BatchContext {
  seed: string;
  insurerIds: Map<string, number>;
  ownerId: number | null;
}

/** One batch in one transaction: listings, their insurers, their reviews, and the running total. */
async function insertBatch(
  tx: postgres.TransactionSql,
  range: { startIndex: number; count: number },
  context: BatchContext,
): Promise<BatchCounts> {
  // Demo data can be regenerated: a crash may lose the last batches, never consistency.
  await tx`set local synchronous_commit = off`;
  // Ids come from the identity sequence up front, so child rows can refer to them. They need
  // not be contiguous, so inserts by other sessions at the same time are harmless.
  const ids = await tx<{ id: number }[]>`
    select nextval(pg_get_serial_sequence('listings', 'id'))::int as id from generate_series(1, ${range.count})`;
  const listings: ListingRow[] = [];
  for (const listing of generateListings({ count: range.count, seed: context.seed, startIndex: range.startIndex })) {
    const id = ids[listings.length]?.id;
    if (id === undefined) throw new Error("fewer listing ids than listings");
    const insurerIds = [...new Set(listing.insurances.flatMap((key) => context.insurerIds.get(key) ?? []))];
    const reviews = generateReviews(listing, context.seed);
    listings.push({ listing, id, userId: listing.ownedByDemoUser ? context.ownerId : null, reviews, insurerIds });
  }
  await bulkInsert(tx, "listings", columnsOf(listings, LISTING_COLUMNS), { overridingSystemValue: true });

  const links = listings.flatMap(({ listing, id, insurerIds }) =>
    insurerIds.map((insurerId) => ({ listingId: id, insurerId, createdAt: listing.createdAt })),
  );
  await bulkInsert(tx, "listing_insurances", columnsOf(links, INSURANCE_LINK_COLUMNS));

  const reviews = listings.flatMap(({ reviews, id }) => reviews.map((r) => ({ ...r, listingId: id })));
  await bulkInsert(tx, "reviews", columnsOf(reviews, REVIEW_COLUMNS));

  await recordLoad(tx, context.seed, listings.length);
  return { listings: listings.length, reviews: reviews.length, insuranceLinks: links.length };
}

/** Adds to the count of demo listings; an increment, so concurrent batches may commit in any order. */
async function recordLoad(tx: postgres.TransactionSql, seed: string, added: number): Promise<void> {
  const loadedAt = new Date().toISOString();
  await tx`
    insert into app_state (key, value)
    values (${DEMO_STATE_KEY}, jsonb_build_object('seed', ${seed}::text, 'listings', ${added}::int, 'loadedAt', ${loadedAt}::text))
    on conflict (key) do update set
      value = jsonb_build_object(
        'seed', ${seed}::text,
        'listings', coalesce((app_state.value->>'listings')::int, 0) + ${added}::int,
        'loadedAt', ${loadedAt}::text),
      updated_at = now()`;
}

/** Two batches in flight keep both the generator and the server busy (index upkeep dominates). */
const CONCURRENT_BATCHES = 2;

/**
 * From this many listings on, the load is one transaction that builds the secondary indexes after
 * the rows are in (withIndexesAfterLoad): the bulk seeds for benchmarks (`npm run db:seed --
 * --listings 1000000`). Smaller loads (the first start's 2,500) commit batch by batch.
 */
const INDEXES_AFTER_LOAD_FROM = 50_000;
const BULK_TABLES = ["listings", "reviews", "listing_insurances"];

/**
 * Adds `listings` demo listings (and, when missing, insurers, accounts and products). Each batch
 * commits together with the app_state count of demo listings, so an interrupted load leaves a
 * usable database. The first batch also holds the fixed tables: a default-size load is
 * all-or-nothing. A load of INDEXES_AFTER_LOAD_FROM listings or more is one transaction (all or
 * nothing) that blocks other sessions' use of the listing tables until it commits. Call it
 * under withDemoLock.
 */
export async function loadDemoData(database: Database, options: LoadDemoOptions): Promise<LoadDemoResult> {
  const { sql } = database;
  const started = performance.now();
  const seed = options.seed ?? DEMO_SEED;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isInteger(options.listings) || options.listings < 0)
    throw new Error("listings must be a whole number, 0 or more");

  // Hashing is deliberately slow; do it before any transaction is open.
  const hashed = await Promise.all(
    DEMO_USERS.map(async (u) => {
      const password = strongPassword();
      return { username: u.username, role: u.role, password, hash: await hashPassword(password) };
    }),
  );

  const startIndex = await loadedDemoListings(sql);
  const result: LoadDemoResult = { listings: 0, reviews: 0, insuranceLinks: 0, startIndex, accounts: [], ms: 0 };
  const add = (counts: BatchCounts) => {
    result.listings += counts.listings;
    result.reviews += counts.reviews;
    result.insuranceLinks += counts.insuranceLinks;
    options.onProgress?.({ listings: result.listings, total: options.listings });
  };
  const rangeAt = (offset: number) => ({
    startIndex: startIndex + offset,
    count: Math.min(batchSize, options.listings - offset),
  });

  const bulk = options.indexesAfterLoad ?? options.listings >= INDEXES_AFTER_LOAD_FROM;
  let fixed: FixedTables;
  if (bulk) {
    // A big load: one transaction, the secondary indexes built once at the end.
    fixed = await sql.begin(async (tx) => {
      const tables = await loadFixedTables(tx, hashed);
      const context: BatchContext = { seed, insurerIds: tables.insurerIds, ownerId: tables.ownerId };
      await withIndexesAfterLoad(tx, BULK_TABLES, async () => {
        for (let offset = 0; offset < options.listings; offset += batchSize)
          add(await insertBatch(tx, rangeAt(offset), context));
      });
      return tables;
    });
  } else {
    fixed = await sql.begin(async (tx) => {
      const tables = await loadFixedTables(tx, hashed);
      add(await insertBatch(tx, rangeAt(0), { seed, ...tables }));
      return tables;
    });
    const context: BatchContext = { seed, insurerIds: fixed.insurerIds, ownerId: fixed.ownerId };
    const running: Array<Promise<void>> = [];
    let failure: unknown;
    for (let offset = batchSize; offset < options.listings && failure === undefined; offset += batchSize) {
      const range = rangeAt(offset);
      running.push(
        sql
          .begin((tx) => insertBatch(tx, range, context))
          .then(add, (err: unknown) => {
            failure ??= err;
          }),
      );
      if (running.length >= CONCURRENT_BATCHES) await running.shift();
    }
    await Promise.all(running);
    if (failure !== undefined) throw failure;
  }

  result.accounts = fixed.accounts;
  if (fixed.ownerId) {
    await sql`update users set no_claimed_listings = (select count(*)::int from listings where user_id = ${fixed.ownerId}) where id = ${fixed.ownerId}`;
  }
  // The job board's demo postings (issue 12), once listings exist.
  await loadDemoJobs(sql);
  // VACUUM also sets the visibility map the index-only search walks rely on (autovacuum would,
  // later); a small load leaves that to autovacuum.
  if (bulk) await sql`vacuum (analyze) listings, listing_insurances, reviews`;
  await sql`analyze insurance_providers, users, autism_products, listings, listing_insurances, reviews`;
  result.ms = Math.round(performance.now() - started);
  return result;
}
