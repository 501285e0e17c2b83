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
import { insertEncoded } from "./bulk-insert.server.ts";
import {
  LISTINGS_BULK_LOAD,
  settleAfterBulkLoad,
  timedPhase,
  withBulkLoad,
  type LoadPhase,
} from "./bulk-load.server.ts";
import { buildDemoBatch, type DemoBatch, type DemoBatchJob } from "./demo-batch.ts";
import { createDemoBatchPool } from "./demo-batch-pool.server.ts";
import { factDay } from "../../domain/fact-freshness.ts";
import { DEMO_INSURANCE_PROVIDERS, DEMO_PRODUCTS, DEMO_SEED, DEMO_USERS } from "./generator.ts";

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
  /** One transaction, batches built in worker threads, indexes and foreign keys after the rows; default: from BULK_FROM listings on. */
  bulk?: boolean;
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
  /** Where a bulk load's time went (empty for a small load). */
  phases: LoadPhase[];
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
        name_es: p.nameEs,
        description_es: p.descriptionEs,
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

/**
 * Ids from the identity sequence up front, so child rows can refer to them. They need not be
 * contiguous, so inserts by other sessions at the same time are harmless.
 */
async function jobFor(
  tx: postgres.TransactionSql,
  range: { startIndex: number; count: number },
  context: BatchContext,
): Promise<DemoBatchJob> {
  const ids = await tx<{ id: number }[]>`
    select nextval(pg_get_serial_sequence('listings', 'id'))::int as id from generate_series(1, ${range.count})`;
  return {
    seed: context.seed,
    startIndex: range.startIndex,
    ids: ids.map((r) => r.id),
    insurerIds: [...context.insurerIds],
    ownerId: context.ownerId,
    loadDay: factDay(new Date()),
  };
}

/** Writes one built batch: listings, their insurers, their reviews, and the running total. */
async function writeBatch(tx: postgres.TransactionSql, seed: string, batch: DemoBatch): Promise<BatchCounts> {
  // Demo data can be regenerated: a crash may lose the last batches, never consistency.
  await tx`set local synchronous_commit = off`;
  await insertEncoded(tx, "listings", batch.listings, { overridingSystemValue: true });
  await insertEncoded(tx, "listing_insurances", batch.links);
  await insertEncoded(tx, "reviews", batch.reviews);
  await recordLoad(tx, seed, batch.listings.rows);
  return { listings: batch.listings.rows, reviews: batch.reviews.rows, insuranceLinks: batch.links.rows };
}

/** One batch in one transaction, built in this thread (the small loads). */
async function insertBatch(
  tx: postgres.TransactionSql,
  range: { startIndex: number; count: number },
  context: BatchContext,
): Promise<BatchCounts> {
  return writeBatch(tx, context.seed, buildDemoBatch(await jobFor(tx, range, context)));
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
 * From this many listings on, the load is one transaction that builds the secondary indexes and
 * checks the foreign keys after the rows are in (withBulkLoad), with the batches built in worker
 * threads: the bulk seeds for benchmarks (`npm run db:seed -- --listings 1000000`). Smaller loads
 * (the first start's 2,500) commit batch by batch.
 */
const BULK_FROM = 50_000;

interface BulkPlan {
  total: number;
  rangeAt: (offset: number) => { startIndex: number; count: number };
  batchSize: number;
  context: BatchContext;
  add: (counts: BatchCounts) => void;
  onPhase: (phase: LoadPhase) => void;
}

/**
 * The rows of a bulk load: worker threads build the next batches while this thread inserts the
 * current one, so generation and the server's inserts overlap. Reported as three phases: the
 * rows (wall time, with the WAL they wrote), the time spent in the insert statements, and the
 * time spent waiting for the generator (its threads' own time in the name).
 */
async function insertRowsInBulk(tx: postgres.TransactionSql, plan: BulkPlan): Promise<void> {
  const pool = createDemoBatchPool();
  let insertMs = 0;
  let waitMs = 0;
  let generateMs = 0;
  try {
    await timedPhase(tx, "rows (generate and insert)", plan.onPhase, async () => {
      const inFlight: Array<Promise<DemoBatch>> = [];
      let next = 0;
      const fill = () => {
        // One batch queued per worker beyond the one it is building.
        while (inFlight.length < 4 && next < plan.total) {
          const built = jobFor(tx, plan.rangeAt(next), plan.context).then((job) => pool.build(job));
          built.catch(() => {}); // awaited below; this only keeps a later failure from going unhandled
          inFlight.push(built);
          next += plan.batchSize;
        }
      };
      fill();
      for (let built = inFlight.shift(); built; built = inFlight.shift()) {
        const waitStarted = performance.now();
        const batch = await built;
        waitMs += performance.now() - waitStarted;
        generateMs += batch.ms;
        fill();
        const insertStarted = performance.now();
        plan.add(await writeBatch(tx, plan.context.seed, batch));
        insertMs += performance.now() - insertStarted;
      }
    });
  } finally {
    await pool.close();
  }
  plan.onPhase({ name: "  of which insert statements", ms: insertMs, walBytes: null });
  plan.onPhase({
    name: `  of which waiting for the generator (its threads ran ${(generateMs / 1000).toFixed(1)} s)`,
    ms: waitMs,
    walBytes: null,
  });
}

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
  const result: LoadDemoResult = {
    listings: 0,
    reviews: 0,
    insuranceLinks: 0,
    startIndex,
    accounts: [],
    phases: [],
    ms: 0,
  };
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

  const bulk = options.bulk ?? options.listings >= BULK_FROM;
  const onPhase = (phase: LoadPhase) => result.phases.push(phase);
  let fixed: FixedTables;
  if (bulk) {
    // A big load: one transaction, the indexes and foreign keys done once at the end. Raw
    // postgres.js transactions here (not inTransaction): the bulk loaders take its TransactionSql.
    fixed = await sql.begin(async (tx) => {
      const tables = await loadFixedTables(tx, hashed);
      const context: BatchContext = { seed, insurerIds: tables.insurerIds, ownerId: tables.ownerId };
      const plan = { total: options.listings, rangeAt, batchSize, context, add, onPhase };
      await withBulkLoad(tx, { ...LISTINGS_BULK_LOAD, onPhase }, () => insertRowsInBulk(tx, plan));
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
  // later), and the checkpoint writes the load's WAL out now; a small load leaves that to
  // autovacuum. listing_name_words is filled by the listings' insert trigger (issue 30, item 27).
  if (bulk) await settleAfterBulkLoad(sql, [...LISTINGS_BULK_LOAD.tables, "listing_name_words"], onPhase);
  await sql`analyze insurance_providers, users, autism_products, listings, listing_insurances, reviews, listing_name_words`;
  result.ms = Math.round(performance.now() - started);
  return result;
}
