/**
 * Removes the demo data set before real data comes in (the NPI registry import's --replace-demo):
 * demo data and real data never mix.
 */
import type postgres from "postgres";
import type { Database } from "../../db/client.server.ts";
import { inTransaction } from "../../db/transaction.server.ts";
import { DEMO_PRODUCTS, DEMO_USERS } from "./demo-catalog.ts";
import { DEMO_STATE_KEY, withDemoLock } from "./demo.server.ts";

/** Set once the demo set was removed: a later first start never loads it again into an emptied database. */
export const DEMO_REMOVED_STATE_KEY = "demo_data_removed";

export interface RemovedDemoData {
  listings: number;
  reviews: number;
  insuranceLinks: number;
  jobPostings: number;
  favorites: number;
  claims: number;
  /** Photos of demo listings, soft-deleted: the hourly purge job removes their files. */
  images: number;
  /** Demo-mode payments (no money moved) of demo listings; Stripe payments stay in the ledger. */
  demoPayments: number;
  accounts: number;
  products: number;
}

const NOTHING: RemovedDemoData = {
  listings: 0,
  reviews: 0,
  insuranceLinks: 0,
  jobPostings: 0,
  favorites: 0,
  claims: 0,
  images: 0,
  demoPayments: 0,
  accounts: 0,
  products: 0,
};

/** Whether the database holds the demo data set (the footer's label says so while it does). */
export async function hasDemoData(database: Pick<Database, "sql">): Promise<boolean> {
  const [row] = await database.sql<{ demo: boolean }[]>`
    select exists (select 1 from app_state where key = ${DEMO_STATE_KEY}) as demo`;
  return row?.demo ?? false;
}

/**
 * In one transaction: every demo listing (listings.demo: a listing an owner, an admin or a CSV
 * import added while the demo set was loaded stays) and what hangs off it (reviews, insurer
 * links, job postings, favorites, claims, stats cascade; photos are soft-deleted for the purge
 * job; demo-mode payments go), the demo accounts (username and address both as the demo load
 * made them: a real person cannot hold an example.com address), the demo products, and the demo
 * marker. A database without the demo marker is left alone, so listings added without an NPI on
 * a real site are never touched.
 */
export async function removeDemoData(database: Database): Promise<RemovedDemoData> {
  return (await removeDemoDataThen(database, async () => undefined)).removed;
}

/**
 * removeDemoData, and `then` in the same transaction (the registry import that replaces the demo
 * set is recorded with its removal: either both happen or neither). `then` runs whether or not
 * there was a demo set to remove.
 */
export async function removeDemoDataThen<T>(
  database: Database,
  then: (tx: Database) => Promise<T>,
): Promise<{ removed: RemovedDemoData; value: T }> {
  // Under the demo lock: a server starting meanwhile neither loads the set again nor sees half of it gone.
  return withDemoLock(database.sql, () =>
    inTransaction(database, async (txDatabase) => {
      const tx = txDatabase.sql as unknown as postgres.TransactionSql;
      const [marker] = await tx`select key from app_state where key = ${DEMO_STATE_KEY} for update`;
      let removed = { ...NOTHING };
      if (marker) {
        removed = await removeRows(tx);
        await tx`delete from app_state where key = ${DEMO_STATE_KEY}`;
        await tx`
          insert into app_state (key, value) values (${DEMO_REMOVED_STATE_KEY}, ${JSON.stringify({ removedAt: new Date().toISOString(), ...removed })}::jsonb)
          on conflict (key) do update set value = excluded.value, updated_at = now()`;
      }
      return { removed, value: await then(txDatabase) };
    }),
  );
}

async function removeRows(tx: postgres.TransactionSql): Promise<RemovedDemoData> {
  await tx`create temporary table demo_listings on commit drop as select id from listings where demo`;
  await tx`alter table demo_listings add primary key (id)`;
  const count = async (table: "reviews" | "listing_insurances" | "job_listings" | "favorites" | "listing_claims") => {
    const [row] = await tx<{ n: number }[]>`
      select count(*)::int as n from ${tx(table)} where listing_id in (select id from demo_listings)`;
    return row!.n;
  };
  const reviews = await count("reviews");
  const insuranceLinks = await count("listing_insurances");
  const jobPostings = await count("job_listings");
  const favorites = await count("favorites");
  const claims = await count("listing_claims");
  const images = await tx`
    update uploaded_files set deleted_at = now()
    where listing_id in (select id from demo_listings) and deleted_at is null`;
  const demoPayments = await tx`
    delete from payments where mode = 'demo' and listing_id in (select id from demo_listings)`;
  const listings = await tx`delete from listings where id in (select id from demo_listings)`;

  const usernames = DEMO_USERS.map((u) => u.username.toLowerCase());
  const emails = DEMO_USERS.map((u) => u.email.toLowerCase());
  const accounts = await tx`
    delete from users u
    using unnest(${usernames}::text[], ${emails}::text[]) as demo(username, email)
    where lower(u.username) = demo.username and lower(u.email) = demo.email`;

  const products = await tx`
    delete from autism_products p
    using unnest(${DEMO_PRODUCTS.map((p) => p.name)}::text[], ${DEMO_PRODUCTS.map((p) => p.affiliateLink)}::text[])
      as demo(name, link)
    where p.name = demo.name and p.affiliate_link = demo.link`;

  return {
    listings: listings.count,
    reviews,
    insuranceLinks,
    jobPostings,
    favorites,
    claims,
    images: images.count,
    demoPayments: demoPayments.count,
    accounts: accounts.count,
    products: products.count,
  };
}
