import { describe, expect, it, vi } from "vitest";
import { createLogger } from "@server/logger.server.ts";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database.ts";
import { loadDemoData } from "./demo.server.ts";
import { loadDemoDataOnFirstStart } from "./first-start.server.ts";
import { hasDemoData, removeDemoData } from "./remove-demo-data.server.ts";

const logger = createLogger("silent");

async function insertListing(t: TestDatabase, name: string, npi: string | null): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into listings (name, city, state, email, npi, npi_location)
    values (${name}, 'Columbus', 'OH', null, ${npi}, ${npi === null ? null : 0})
    returning id`;
  return row!.id;
}

async function insertUser(t: TestDatabase, username: string, email: string): Promise<number> {
  const [row] = await t.sql<{ id: number }[]>`
    insert into users (username, email, password, role) values (${username}, ${email}, 'x', 'listing_contributor')
    returning id`;
  return row!.id;
}

const one = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

describe("removeDemoData", () => {
  it("removes the demo set and what hangs off it, keeping registry listings and real accounts", async () => {
    const t = await createTestDatabase();
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const loaded = await loadDemoData(t, { listings: 60 });
    expect(loaded.accounts).toHaveLength(3);
    expect(await hasDemoData(t)).toBe(true);

    // Real things beside the demo set: a registry listing with its own review, insurer link and
    // favorite, and an account that favorited a demo listing too.
    const registryId = await insertListing(t, "Buckeye Behavior Analysts LLC", "1234567893");
    // A real listing added while the demo set was loaded (an owner, an admin or a CSV import): no NPI either.
    const handAddedId = await insertListing(t, "Added By Hand ABA", null);
    const parentId = await insertUser(t, "parent", "parent@family.test");
    const [demoListing] = await t.sql<{ id: number }[]>`select id from listings where demo order by id limit 1`;
    const demoId = demoListing!.id;
    await t.sql`insert into reviews (listing_id, user_id, rating, comment) values (${registryId}, ${parentId}, 5, 'Kind staff')`;
    await t.sql`insert into listing_insurances (listing_id, insurance_provider_id) select ${registryId}, min(id) from insurance_providers`;
    await t.sql`insert into favorites (user_id, listing_id) values (${parentId}, ${registryId}), (${parentId}, ${demoId})`;
    await t.sql`
      insert into uploaded_files (filename, original_name, path, size, mimetype, listing_id, checksum)
      values ('a.webp', 'a.jpg', 'listings/a/a.webp', 10, 'image/webp', ${demoId}, 'c1'),
             ('b.webp', 'b.jpg', 'listings/b/b.webp', 10, 'image/webp', ${registryId}, 'c2')`;
    await t.sql`
      insert into payments (source_id, listing_id, kind, product, amount_cents, mode)
      values ('demo_1', ${demoId}, 'tier', 'featured', 4900, 'demo'), ('in_1', ${demoId}, 'tier', 'featured', 4900, 'stripe')`;

    const before = await t.sql<{ reviews: number; links: number; jobs: number; products: number }[]>`
      select (select count(*)::int from reviews where listing_id <> ${registryId}) as reviews,
             (select count(*)::int from listing_insurances where listing_id <> ${registryId}) as links,
             (select count(*)::int from job_listings) as jobs,
             (select count(*)::int from autism_products) as products`;
    expect(before[0]!.jobs).toBeGreaterThan(0);

    const removed = await removeDemoData(t);
    expect(removed).toEqual({
      listings: 60,
      reviews: before[0]!.reviews,
      insuranceLinks: before[0]!.links,
      jobPostings: before[0]!.jobs,
      favorites: 1,
      claims: 0,
      images: 1,
      demoPayments: 1,
      accounts: 3,
      products: before[0]!.products,
    });

    const listings = await t.sql<{ id: number }[]>`select id from listings order by id`;
    expect(listings.map((l) => l.id)).toEqual([registryId, handAddedId].sort((a, b) => a - b));
    const users = await t.sql<{ username: string }[]>`select username from users order by id`;
    expect(users.map((u) => u.username)).toEqual(["parent"]);
    expect(await one(t.sql`select count(*)::int as n from reviews where listing_id = ${registryId}`)).toBe(1);
    expect(await one(t.sql`select count(*)::int as n from favorites where user_id = ${parentId}`)).toBe(1);
    expect(await one(t.sql`select count(*)::int as n from listing_insurances`)).toBe(1);
    expect(await one(t.sql`select count(*)::int as n from job_listings`)).toBe(0);
    expect(await one(t.sql`select count(*)::int as n from autism_products`)).toBe(0);
    // The demo photo waits for the purge job; the registry listing's photo is untouched.
    const files = await t.sql<{ checksum: string; deleted: boolean }[]>`
      select checksum, deleted_at is not null as deleted from uploaded_files order by checksum`;
    expect(files).toEqual([
      { checksum: "c1", deleted: true },
      { checksum: "c2", deleted: false },
    ]);
    // Real money stays in the ledger; the demo-mode payment goes.
    const payments = await t.sql<
      { source_id: string; listing_id: number | null }[]
    >`select source_id, listing_id from payments`;
    expect(payments).toEqual([{ source_id: "in_1", listing_id: null }]);

    expect(await hasDemoData(t)).toBe(false);
    const state = await t.sql<{ key: string }[]>`select key from app_state where key like 'demo%' order by key`;
    expect(state.map((s) => s.key)).toEqual(["demo_data_removed"]);

    // Done once: a second call finds no demo set and changes nothing.
    expect(await removeDemoData(t)).toMatchObject({ listings: 0, accounts: 0 });
    expect(await one(t.sql`select count(*)::int as n from listings`)).toBe(2);

    // An emptied database never gets the demo set back at a later start.
    await t.sql`delete from listings`;
    await loadDemoDataOnFirstStart(t, { logger, printPasswords: false, listings: 10 });
    expect(await one(t.sql`select count(*)::int as n from listings`)).toBe(0);
    expect(await one(t.sql`select count(*)::int as n from users`)).toBe(1);
  });

  it("leaves a database without the demo set alone, listings without an NPI included", async () => {
    const t = await createTestDatabase();
    await insertListing(t, "Added By Hand ABA", null);
    await insertUser(t, "admin", "admin@example.com");
    expect(await hasDemoData(t)).toBe(false);
    expect(await removeDemoData(t)).toMatchObject({ listings: 0, accounts: 0, reviews: 0 });
    expect(await one(t.sql`select count(*)::int as n from listings`)).toBe(1);
    expect(await one(t.sql`select count(*)::int as n from users`)).toBe(1);
  });
});
